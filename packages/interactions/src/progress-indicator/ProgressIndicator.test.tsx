import { createRef } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import {
  PROGRESS_COMPLETE_STEP,
  PROGRESS_STEPS,
  progressMessages as m,
  type ProgressStep,
} from '@portfolio/core';
import { ProgressIndicator } from './ProgressIndicator.js';
import { useProgressSimulation } from './useProgressSimulation.js';

const [upload, process, validate] = PROGRESS_STEPS as [ProgressStep, ProgressStep, ProgressStep];

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}
function setup() {
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}
function overallBar() {
  return screen.getByRole('progressbar', { name: 'Overall progress' });
}
function stepBar(name: string) {
  return screen.getByRole('progressbar', { name });
}
/** Each step's row in the list, as "label, status". */
function stepRows() {
  const list = screen.getByRole('list', { name: 'Steps' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}
function liveRegion(container: HTMLElement) {
  const region = container.querySelector('[aria-live="polite"]');
  if (!region) throw new Error('no polite live region');
  return region;
}

beforeEach(() => {
  vi.useFakeTimers();
});

describe('ProgressIndicator: idle', () => {
  test('shows Start Process, no Reset, an empty overall bar and every step not started', () => {
    const { container } = render(<ProgressIndicator />);
    expect(container.firstChild).toHaveAttribute('data-state', 'idle');
    expect(screen.getByRole('button', { name: m.start })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Reset' })).not.toBeInTheDocument();
    expect(overallBar()).toHaveAttribute('aria-valuenow', '0');
    expect(overallBar()).toHaveAttribute('aria-valuemin', '0');
    expect(overallBar()).toHaveAttribute('aria-valuemax', '100');
    expect(overallBar()).toHaveAttribute('aria-valuetext', '0%');
    expect(stepRows()).toEqual([
      '1Uploading files, not started',
      '2Processing data, not started',
      '3Validating results, not started',
    ]);
    expect(screen.queryByRole('progressbar', { name: upload.label })).not.toBeInTheDocument();
  });

  test('tells how long a whole run takes before it starts, from the configured timings', () => {
    const { unmount } = render(<ProgressIndicator />);
    // 3 × (3000 + 200) ms = 9.6 s.
    expect(screen.getByText('Estimated time').nextElementSibling).toHaveTextContent(
      'About 10 seconds',
    );
    unmount();
    render(
      <ProgressIndicator
        stepDurationMs={20_000}
        gapMs={0}
        messages={{ runTime: (seconds) => `${seconds} s` }}
      />,
    );
    expect(screen.getByText('Estimated time').nextElementSibling).toHaveTextContent('60 s');
  });

  test('no clock runs while idle', () => {
    render(<ProgressIndicator />);
    expect(vi.getTimerCount()).toBe(0);
    advance(5000);
    expect(overallBar()).toHaveAttribute('aria-valuenow', '0');
  });
});

describe('ProgressIndicator: a run', () => {
  test('the first step shows its label, description, estimated time and tip', async () => {
    const user = setup();
    const { container } = render(<ProgressIndicator />);
    await user.click(screen.getByRole('button', { name: m.start }));
    expect(container.firstChild).toHaveAttribute('data-state', 'running');
    expect(container.firstChild).toHaveAttribute('data-step', 'upload');
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(stepBar(upload.label)).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText(upload.description)).toBeInTheDocument();
    expect(screen.getByText('Estimated time')).toBeInTheDocument();
    expect(screen.getByText(upload.estimatedTime)).toBeInTheDocument();
    expect(screen.getByText(upload.tips)).toBeInTheDocument();
  });

  test('ticks fill the step bar and the overall bar by step time (3000 ms per step)', async () => {
    const user = setup();
    render(<ProgressIndicator />);
    await user.click(screen.getByRole('button', { name: m.start }));
    advance(100);
    expect(stepBar(upload.label)).toHaveAttribute('aria-valuenow', '3');
    advance(1400);
    expect(stepBar(upload.label)).toHaveAttribute('aria-valuenow', '50');
    expect(stepBar(upload.label)).toHaveAttribute('aria-valuetext', '50%');
    // 1500 of the run's 9000 ms of step time.
    expect(overallBar()).toHaveAttribute('aria-valuenow', '17');
    expect(stepRows()).toEqual([
      '1Uploading files, in progress',
      '2Processing data, not started',
      '3Validating results, not started',
    ]);
  });

  test('a full step rests at 100 % for the 200 ms gap, then the next step starts at 0', async () => {
    const user = setup();
    const { container } = render(<ProgressIndicator />);
    await user.click(screen.getByRole('button', { name: m.start }));
    advance(3000);
    expect(stepBar(upload.label)).toHaveAttribute('aria-valuenow', '100');
    advance(100);
    // Still in the gap: the same step, full.
    expect(stepBar(upload.label)).toHaveAttribute('aria-valuenow', '100');
    expect(container.firstChild).toHaveAttribute('data-step', 'upload');
    advance(100);
    expect(container.firstChild).toHaveAttribute('data-step', 'process');
    expect(stepBar(process.label)).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByText(process.description)).toBeInTheDocument();
    expect(screen.getByText(process.tips)).toBeInTheDocument();
    expect(overallBar()).toHaveAttribute('aria-valuenow', '33');
    expect(stepRows()).toEqual([
      'Uploading files, done',
      '2Processing data, in progress',
      '3Validating results, not started',
    ]);
  });

  test('the third step follows, then Processing Complete! with Process Again after 9600 ms', async () => {
    const user = setup();
    const onComplete = vi.fn();
    const { container } = render(<ProgressIndicator onComplete={onComplete} />);
    await user.click(screen.getByRole('button', { name: m.start }));
    advance(6400);
    expect(stepBar(validate.label)).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText(validate.tips)).toBeInTheDocument();
    advance(1500);
    expect(stepBar(validate.label)).toHaveAttribute('aria-valuenow', '50');
    expect(overallBar()).toHaveAttribute('aria-valuenow', '83');
    advance(1500);
    expect(overallBar()).toHaveAttribute('aria-valuenow', '100');
    // The last step's gap.
    expect(screen.queryByRole('heading', { name: m.complete })).not.toBeInTheDocument();
    expect(onComplete).not.toHaveBeenCalled();

    advance(200);
    expect(container.firstChild).toHaveAttribute('data-state', 'complete');
    expect(screen.getByRole('heading', { name: m.complete })).toBeInTheDocument();
    expect(screen.getByText(PROGRESS_COMPLETE_STEP.description)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.processAgain })).toBeEnabled();
    expect(overallBar()).toHaveAttribute('aria-valuenow', '100');
    expect(stepRows()).toEqual([
      'Uploading files, done',
      'Processing data, done',
      'Validating results, done',
    ]);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
    advance(10000);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  test('Start is ignored while running: a second click does not restart the run', async () => {
    const user = setup();
    render(<ProgressIndicator />);
    const startButton = screen.getByRole('button', { name: m.start });
    await user.click(startButton);
    advance(1500);
    expect(startButton).toHaveAttribute('aria-disabled', 'true');
    await user.click(startButton);
    expect(stepBar(upload.label)).toHaveAttribute('aria-valuenow', '50');
    advance(1500);
    expect(stepBar(upload.label)).toHaveAttribute('aria-valuenow', '100');
    // Still one clock, not two.
    expect(vi.getTimerCount()).toBe(1);
  });

  test('Process Again runs from the first step; onComplete fires once per run', async () => {
    const user = setup();
    const onComplete = vi.fn();
    render(<ProgressIndicator onComplete={onComplete} />);
    await user.click(screen.getByRole('button', { name: m.start }));
    advance(9600);
    await user.click(screen.getByRole('button', { name: m.processAgain }));
    expect(stepBar(upload.label)).toHaveAttribute('aria-valuenow', '0');
    expect(overallBar()).toHaveAttribute('aria-valuenow', '0');
    expect(screen.queryByRole('heading', { name: m.complete })).not.toBeInTheDocument();
    advance(9600);
    expect(screen.getByRole('heading', { name: m.complete })).toBeInTheDocument();
    expect(onComplete).toHaveBeenCalledTimes(2);
  });
});

describe('ProgressIndicator: reset', () => {
  test('Reset while running returns to idle, stops the clock and keeps focus on the Start button', async () => {
    const user = setup();
    const { container } = render(<ProgressIndicator />);
    await user.click(screen.getByRole('button', { name: m.start }));
    advance(4000);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(container.firstChild).toHaveAttribute('data-state', 'idle');
    expect(overallBar()).toHaveAttribute('aria-valuenow', '0');
    expect(screen.queryByRole('button', { name: 'Reset' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.start })).toHaveFocus();
    expect(vi.getTimerCount()).toBe(0);
    advance(10000);
    expect(container.firstChild).toHaveAttribute('data-state', 'idle');
  });

  test('Reset after completion returns to idle', async () => {
    const user = setup();
    render(<ProgressIndicator />);
    await user.click(screen.getByRole('button', { name: m.start }));
    advance(9600);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('button', { name: m.start })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: m.complete })).not.toBeInTheDocument();
  });
});

describe('ProgressIndicator: announcements', () => {
  test('a polite live region exists before the run and speaks step changes and completion, not ticks', async () => {
    const user = setup();
    const { container } = render(<ProgressIndicator />);
    const region = liveRegion(container);
    expect(region).toBeEmptyDOMElement();

    await user.click(screen.getByRole('button', { name: m.start }));
    expect(liveRegion(container)).toBe(region);
    expect(region).toHaveTextContent('Step 1 of 3: Uploading files');
    const announced = region.textContent;
    advance(1500);
    expect(region.textContent).toBe(announced);
    advance(1700);
    expect(region).toHaveTextContent('Step 2 of 3: Processing data');
    advance(6400);
    expect(region).toHaveTextContent(m.complete);
  });

  test('onStepChange is called once per step change, never per tick', async () => {
    const user = setup();
    const onStepChange = vi.fn();
    render(<ProgressIndicator onStepChange={onStepChange} />);
    await user.click(screen.getByRole('button', { name: m.start }));
    // One step (3000 ms + 200 ms gap) at a time, as a browser runs the ticks.
    advance(3200);
    advance(3200);
    advance(3200);
    expect(onStepChange.mock.calls.map(([step]) => (step as ProgressStep | null)?.id)).toEqual([
      'upload',
      'process',
      'validate',
      'complete',
    ]);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onStepChange).toHaveBeenLastCalledWith(
      null,
      expect.objectContaining({ status: 'idle' }),
    );
  });
});

describe('ProgressIndicator: keyboard', () => {
  test('Tab reaches Start; Enter starts; Tab reaches Reset; Space resets', async () => {
    const user = setup();
    render(<ProgressIndicator />);
    await user.tab();
    expect(screen.getByRole('button', { name: m.start })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(stepBar(upload.label)).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Reset' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.queryByRole('progressbar', { name: upload.label })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.start })).toHaveFocus();
  });
});

describe('ProgressIndicator: integration props', () => {
  test('custom steps and timings drive the run', async () => {
    const user = setup();
    const steps: ProgressStep[] = [
      {
        id: 'a',
        label: 'Packing',
        description: 'Packing boxes.',
        estimatedTime: '~1 sec',
        tips: 'Label each box.',
      },
      {
        id: 'b',
        label: 'Shipping',
        description: 'On the road.',
        estimatedTime: '~1 sec',
        tips: 'Track it.',
      },
    ];
    const onComplete = vi.fn();
    render(
      <ProgressIndicator
        steps={steps}
        stepDurationMs={1000}
        tickMs={250}
        gapMs={50}
        onComplete={onComplete}
      />,
    );
    await user.click(screen.getByRole('button', { name: m.start }));
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    advance(250);
    expect(stepBar('Packing')).toHaveAttribute('aria-valuenow', '25');
    advance(750);
    expect(stepBar('Packing')).toHaveAttribute('aria-valuenow', '100');
    // The next tick spends 50 ms of gap, then 200 ms of the next step.
    advance(250);
    expect(stepBar('Shipping')).toHaveAttribute('aria-valuenow', '20');
    expect(overallBar()).toHaveAttribute('aria-valuenow', '60');
    advance(750);
    expect(onComplete).not.toHaveBeenCalled();
    advance(250);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  test('autoStart begins a run on mount', () => {
    render(<ProgressIndicator autoStart />);
    expect(stepBar(upload.label)).toHaveAttribute('aria-valuenow', '0');
    advance(300);
    expect(stepBar(upload.label)).toHaveAttribute('aria-valuenow', '10');
  });

  test('messages can be translated', async () => {
    const user = setup();
    render(
      <ProgressIndicator
        messages={{
          start: 'Starten',
          reset: 'Zurücksetzen',
          overallProgress: 'Gesamtfortschritt',
          stepCounter: (position, total) => `Schritt ${position} von ${total}`,
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Starten' }));
    expect(screen.getByText('Schritt 1 von 3')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Gesamtfortschritt' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zurücksetzen' })).toBeInTheDocument();
  });

  test('forwards the ref to the root and merges className', () => {
    const ref = createRef<HTMLDivElement>();
    render(<ProgressIndicator ref={ref} className="mine" aria-label="Upload demo" />);
    expect(ref.current).toHaveClass('mine');
    expect(ref.current?.className.split(' ').length).toBeGreaterThan(1);
    expect(ref.current).toHaveAttribute('aria-label', 'Upload demo');
    expect(ref.current).toHaveAttribute('data-state', 'idle');
  });
});

describe('ProgressIndicator: real progress (controlled)', () => {
  test('shows the status, step and percent the app passes in, and runs no clock', () => {
    const onStart = vi.fn();
    const { rerender } = render(
      <ProgressIndicator status="running" stepIndex={1} progress={40} onStart={onStart} />,
    );
    expect(stepBar(process.label)).toHaveAttribute('aria-valuenow', '40');
    expect(overallBar()).toHaveAttribute(
      'aria-valuenow',
      String(Math.round(((1 + 0.4) / 3) * 100)),
    );
    advance(10_000);
    // No simulation: the app's values stay on screen.
    expect(stepBar(process.label)).toHaveAttribute('aria-valuenow', '40');

    rerender(<ProgressIndicator status="running" stepIndex={2} progress={90} onStart={onStart} />);
    expect(stepBar(validate.label)).toHaveAttribute('aria-valuenow', '90');

    rerender(<ProgressIndicator status="complete" onStart={onStart} />);
    expect(screen.getByRole('heading', { name: m.complete })).toBeInTheDocument();
  });

  test('Start and Reset report to the app, which decides what shows', async () => {
    const user = setup();
    const onStart = vi.fn();
    const onReset = vi.fn();
    const { rerender } = render(
      <ProgressIndicator status="idle" onStart={onStart} onReset={onReset} />,
    );
    await user.click(screen.getByRole('button', { name: m.start }));
    expect(onStart).toHaveBeenCalledOnce();
    // Still idle until the app says otherwise.
    expect(screen.queryByRole('progressbar', { name: upload.label })).not.toBeInTheDocument();

    rerender(
      <ProgressIndicator
        status="running"
        stepIndex={0}
        progress={5}
        onStart={onStart}
        onReset={onReset}
      />,
    );
    expect(stepBar(upload.label)).toHaveAttribute('aria-valuenow', '5');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onReset).toHaveBeenCalledOnce();
  });

  test('the simulation also reports Start and Reset', async () => {
    const user = setup();
    const onStart = vi.fn();
    const onReset = vi.fn();
    render(<ProgressIndicator onStart={onStart} onReset={onReset} />);
    await user.click(screen.getByRole('button', { name: m.start }));
    expect(onStart).toHaveBeenCalledOnce();
    advance(1500);
    expect(stepBar(upload.label)).toHaveAttribute('aria-valuenow', '50');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onReset).toHaveBeenCalledOnce();
  });
});

describe('useProgressSimulation: the behaviour without the markup', () => {
  function OwnMarkup() {
    const run = useProgressSimulation({ stepDurationMs: 1000, gapMs: 0 });
    return (
      <div>
        <p>{run.step ? run.step.label : 'Waiting'}</p>
        <div
          role="progressbar"
          aria-label="Run"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={run.overallPercent}
        />
        <button onClick={run.start}>Go</button>
      </div>
    );
  }

  test('runs the timed steps and reports both percentages', async () => {
    const user = setup();
    render(<OwnMarkup />);
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByText(upload.label)).toBeInTheDocument();
    advance(1500);
    expect(screen.getByText(process.label)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Run' })).toHaveAttribute('aria-valuenow', '50');
    advance(1600);
    expect(screen.getByText(PROGRESS_COMPLETE_STEP.label)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Run' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });
});

describe('ProgressIndicator: value, defaultValue and onValueChange', () => {
  test('controlled: shows the value, runs no clock, and Start asks the app for a running value', async () => {
    const user = setup();
    const onValueChange = vi.fn();
    const { rerender } = render(
      <ProgressIndicator
        value={{ status: 'idle', stepIndex: 0, progress: 0 }}
        onValueChange={onValueChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: m.start }));
    expect(onValueChange).toHaveBeenLastCalledWith({
      status: 'running',
      stepIndex: 0,
      progress: 0,
    });
    // Nothing moves until the app passes the value back.
    expect(screen.queryByRole('progressbar', { name: upload.label })).not.toBeInTheDocument();
    rerender(
      <ProgressIndicator
        value={{ status: 'running', stepIndex: 1, progress: 40 }}
        onValueChange={onValueChange}
      />,
    );
    advance(10_000);
    expect(stepBar(process.label)).toHaveAttribute('aria-valuenow', '40');
    expect(onValueChange).toHaveBeenCalledOnce();
  });

  test('uncontrolled: defaultValue starts the simulation part-way and onValueChange follows it', () => {
    const onValueChange = vi.fn();
    render(
      <ProgressIndicator
        defaultValue={{ status: 'running', stepIndex: 1, progress: 50 }}
        onValueChange={onValueChange}
      />,
    );
    expect(stepBar(process.label)).toHaveAttribute('aria-valuenow', '50');
    advance(1500);
    expect(stepBar(process.label)).toHaveAttribute('aria-valuenow', '100');
    expect(onValueChange).toHaveBeenLastCalledWith({
      status: 'running',
      stepIndex: 1,
      progress: 100,
    });
    advance(200);
    expect(stepBar(validate.label)).toHaveAttribute('aria-valuenow', '0');
    expect(onValueChange).toHaveBeenLastCalledWith({
      status: 'running',
      stepIndex: 2,
      progress: 0,
    });
  });
});

describe('ProgressIndicator: a failed step (error), its message and Retry', () => {
  test('shows which step failed, the message as an alert, Retry and Reset', () => {
    const { container } = render(
      <ProgressIndicator
        value={{ status: 'error', stepIndex: 1, progress: 60, message: 'The server timed out.' }}
      />,
    );
    expect(container.firstChild).toHaveAttribute('data-state', 'error');
    expect(screen.getByText(`${process.label} failed`)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The server timed out.');
    expect(stepBar(`${process.label} failed`)).toHaveAttribute('aria-valuenow', '60');
    expect(stepRows()).toEqual([
      'Uploading files, done',
      'Processing data, failed',
      '3Validating results, not started',
    ]);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: m.start })).not.toBeInTheDocument();
  });

  test('without a message it says what to do; controlled Retry asks to run the failed step again', async () => {
    const user = setup();
    const onValueChange = vi.fn();
    const onRetry = vi.fn();
    render(
      <ProgressIndicator
        value={{ status: 'error', stepIndex: 2, progress: 10 }}
        onValueChange={onValueChange}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Retry this step, or reset to start over.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(onValueChange).toHaveBeenLastCalledWith({
      status: 'running',
      stepIndex: 2,
      progress: 0,
    });
  });

  test('uncontrolled Retry runs the failed step again from its start, and focus stays on the actions', async () => {
    const user = setup();
    render(<ProgressIndicator defaultValue={{ status: 'error', stepIndex: 1, progress: 70 }} />);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(stepBar(process.label)).toHaveAttribute('aria-valuenow', '0');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.start })).toHaveFocus();
    advance(1500);
    expect(stepBar(process.label)).toHaveAttribute('aria-valuenow', '50');
  });

  test('the headless hook can fail a running simulation with a message', async () => {
    const user = setup();
    function Upload() {
      const progress = useProgressSimulation();
      return (
        <>
          <button type="button" onClick={progress.start}>
            Go
          </button>
          <button type="button" onClick={() => progress.fail('Disk full')}>
            Break
          </button>
          <p>
            {progress.value.status} {progress.message}
          </p>
        </>
      );
    }
    render(<Upload />);
    await user.click(screen.getByRole('button', { name: 'Go' }));
    advance(300);
    await user.click(screen.getByRole('button', { name: 'Break' }));
    expect(screen.getByText('error Disk full')).toBeInTheDocument();
  });
});
