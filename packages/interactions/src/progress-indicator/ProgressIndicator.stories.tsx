import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, waitFor } from 'storybook/test';
import { PROGRESS_COMPLETE_STEP, PROGRESS_STEPS, progressMessages as m } from '@portfolio/core';
import { withManualClock } from '../../../../.storybook/manual-clock';
import { ProgressIndicator, progressIndicatorMessages as text } from './ProgressIndicator.js';
import { useProgressSimulation } from './useProgressSimulation.js';
import { button, card, text as recipeText } from '../recipes/index.js';
import { fill, row, stack, track } from '../../../../.storybook/story-styles';

const [uploading, processing, validating] = PROGRESS_STEPS as [
  (typeof PROGRESS_STEPS)[number],
  (typeof PROGRESS_STEPS)[number],
  (typeof PROGRESS_STEPS)[number],
];

/** What a play function of this file receives: canvas, userEvent, args, viewMode… */
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/**
 * Presses "Start Process". On a docs page several stories play at once: a real click would
 * move focus (and scroll the page) to each of them, so there the button gets a plain click event.
 */
async function pressStart({ canvas, userEvent, viewMode }: PlayContext) {
  const start = canvas.getByRole('button', { name: m.start });
  if (viewMode === 'docs') fireEvent.click(start);
  else await userEvent.click(start);
}

/** Runs the spec's timing on a manual clock and stops `ms` after Start. */
async function startAndStopAt(context: PlayContext, ms: number) {
  await withManualClock(context.args.tickMs ?? 100, async (clock) => {
    await pressStart(context);
    await clock.waitForInterval();
    await clock.advance(ms);
  });
}

const meta = {
  title: 'Components/Progress Indicator',
  component: ProgressIndicator,
  args: {
    stepDurationMs: 3000,
    tickMs: 100,
    gapMs: 200,
    autoStart: false,
    headingLevel: 3,
    onComplete: fn(),
    onStepChange: fn(),
  },
  argTypes: {
    stepDurationMs: { control: { type: 'number', min: 100, step: 100 } },
    tickMs: { control: { type: 'number', min: 10, step: 10 } },
    gapMs: { control: { type: 'number', min: 0, step: 50 } },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
    onComplete: { control: false },
    onStepChange: { control: false },
    className: { control: false },
  },
  parameters: {
    stageWidth: '592px',
    docs: {
      subtitle:
        'A three-step process that tells you what it is doing, how long it takes and what comes next.',
      // The states below stop a run at a given moment; they play here too (without moving focus).
      story: { autoplay: true },
      usage: `// Once, at your app's entry: the compiled styles of every component.
import '@portfolio/interactions/styles.css';
import { ProgressIndicator } from '@portfolio/interactions';

export function ImportProgress() {
  return (
    <ProgressIndicator
      onComplete={() => console.log('done')}
      onStepChange={(step) => console.log(step?.label)}
    />
  );
}`,
      usageNote:
        'Timing is core’s `createProgressReducer`, driven by one interval: 3 steps of 3000 ms, a tick every 100 ms, a 200 ms pause after each. Pass `stepDurationMs`, `tickMs` and `gapMs` to change it, `steps` for your own stages.',
      accessibility: `- **Roles and names.** Two \`progressbar\`s: the current step's, named by the step's title, and "Overall progress"; each says its percentage as \`aria-valuetext\`. The steps are an ordered list named "Steps"; the current one has \`aria-current="step"\`, and every step says its status in words ("done", "in progress", "not started"), not only by colour or icon.
- **Live regions.** A polite, atomic announcer says each step as it starts ("Step 2 of 3: Processing data") and "Process Complete!" at the end: not every tick, so a screen reader is not flooded. A failed step is announced at once (\`role="alert"\`) with its message.
- **A busy button.** While a run is in progress, Start is \`aria-disabled\` rather than \`disabled\`: it keeps focus and its name, and a second press does nothing instead of restarting the work.
- **Focus.** Reset removes itself; focus then goes to Start instead of falling to the page. Nothing moves focus while a run progresses.
- **Motion.** The bars' transitions are switched off under \`prefers-reduced-motion: reduce\`; the numbers still change.`,
      keyboard: [
        {
          keys: 'Tab / Shift + Tab',
          action:
            'Moves between Start (or Process Again) and Reset, once there is something to reset.',
        },
        {
          keys: 'Enter / Space',
          action:
            'On Start: begins a run (ignored while one is running). On Reset: back to idle, focus on Start.',
        },
      ],
      parts: {
        root: 'The card; it carries the run’s status and current step.',
        panel: 'Everything inside the card.',
        intro: 'The title block of the current screen (idle, a step, done).',
        title: 'What is happening now.',
        description: 'The step’s explanation, or the idle and done lines.',
        'step-header': 'The step counter and its percentage.',
        eyebrow: '“Step 2 of 3”.',
        percent: 'A bar’s percentage, shown (the bar says it to assistive tech).',
        track: 'A `progressbar`: the step’s (large) or the overall one.',
        fill: 'The filled part of a track.',
        facts: 'How long a step takes and the tip, as a description list.',
        fact: 'One fact.',
        term: 'Its name.',
        detail: 'Its value.',
        done: 'The completion screen.',
        'done-icon': 'Its check mark.',
        overall: 'The overall progress block.',
        'overall-header': 'Its label and percentage.',
        'overall-label': '“Overall progress”.',
        steps: 'The ordered list of steps.',
        'step-item': 'One step; `data-status` says where it stands.',
        'step-marker': 'The step’s number, or a check when done.',
        'step-label': 'The step’s name.',
        actions: 'The buttons.',
        start: 'Start / Process Again (`aria-disabled` while running).',
        reset: 'Back to idle.',
        error: 'The failed step’s message, an alert.',
        retry: 'Runs the failed step again.',
        announcer: 'The visually hidden polite live region.',
        'form-value':
          'A hidden checkbox for your form: it submits the status under `name` and, with `required`, keeps the form from submitting until the run is complete.',
        required: 'What `required` asks for, shown when the form is submitted too early.',
      },
      states: [
        {
          attribute: 'data-state',
          part: 'root',
          values: 'idle | running | complete | error',
          meaning: 'Where the run stands (`error`: a step failed; Retry or Reset).',
        },
        {
          attribute: 'data-step',
          part: 'root',
          values: 'the step’s id',
          meaning: 'The step in progress, while running.',
        },
        {
          attribute: 'data-status',
          part: 'step-item',
          values: 'done | current | upcoming | failed',
          meaning: 'Where each step stands.',
        },
      ],
    },
  },
} satisfies Meta<typeof ProgressIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first run: every step is still to come and only "Start Process" is offered. */
export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: m.start })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: text.reset })).not.toBeInTheDocument();
    await expect(canvas.getByRole('progressbar', { name: text.overallProgress })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    const steps = canvas.getAllByRole('listitem');
    await expect(steps).toHaveLength(PROGRESS_STEPS.length);
    for (const step of steps) await expect(step).toHaveTextContent(text.stepStatus.upcoming);
  },
};

/** Half-way through the first step (1.5 s after Start). */
export const Uploading: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    await startAndStopAt(context, 1500);
    await expect(canvas.getByText(text.stepCounter(1, 3))).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: uploading.label })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    await expect(canvas.getByRole('progressbar', { name: text.overallProgress })).toHaveAttribute(
      'aria-valuenow',
      '17',
    );
    await expect(canvas.getByText(uploading.tips)).toBeVisible();
    await expect(args.onStepChange).toHaveBeenLastCalledWith(
      uploading,
      expect.objectContaining({ status: 'running', stepIndex: 0 }),
    );
    // Start is ignored while a run is in progress.
    await expect(canvas.getByRole('button', { name: m.start })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Half-way through the second step: the first is done, a 200 ms pause came between them. */
export const Processing: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    await startAndStopAt(context, 3000 + 200 + 1500);
    await expect(canvas.getByText(text.stepCounter(2, 3))).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: processing.label })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    await expect(canvas.getByRole('progressbar', { name: text.overallProgress })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(first).toHaveTextContent(text.stepStatus.done);
    await expect(second).toHaveAttribute('aria-current', 'step');
    await expect(args.onStepChange).toHaveBeenLastCalledWith(
      processing,
      expect.objectContaining({ stepIndex: 1 }),
    );
  },
};

/** Half-way through the last step. */
export const Validating: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    await startAndStopAt(context, 2 * (3000 + 200) + 1500);
    await expect(canvas.getByText(text.stepCounter(3, 3))).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: validating.label })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    await expect(canvas.getByRole('progressbar', { name: text.overallProgress })).toHaveAttribute(
      'aria-valuenow',
      '83',
    );
    await expect(args.onStepChange).toHaveBeenLastCalledWith(
      validating,
      expect.objectContaining({ stepIndex: 2 }),
    );
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

/**
 * A whole run on real timers, shortened through props (3 × 400 ms steps, 100 ms pauses):
 * "Processing Complete!" with "Process Again".
 */
export const Complete: Story = {
  args: { stepDurationMs: 400, gapMs: 100, tickMs: 50 },
  play: async (context) => {
    const { canvas, args } = context;
    await pressStart(context);
    await expect(await canvas.findByText(uploading.label)).toBeVisible();
    const heading = await canvas.findByRole(
      'heading',
      { name: m.complete, level: 3 },
      { timeout: 5000 },
    );
    await expect(heading).toBeVisible();
    await expect(canvas.getByText(PROGRESS_COMPLETE_STEP.description)).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: text.overallProgress })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(canvas.getByRole('button', { name: m.processAgain })).toBeEnabled();
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledTimes(1));
  },
};

/**
 * How much of a bar's track its fill covers on screen, and from which side: the fill moves as
 * a transform of a longer box, so only the part over the track shows (the track clips it).
 */
function filledPart(bar: HTMLElement) {
  const track = bar.getBoundingClientRect();
  const fill = bar.querySelector<HTMLElement>('[data-part="fill"]')!;
  const fillBox = fill.getBoundingClientRect();
  const start = Math.max(track.left, fillBox.left);
  const end = Math.min(track.right, fillBox.right);
  return {
    percent: Math.round((Math.max(0, end - start) / track.width) * 100),
    fromLeft: Math.abs(start - track.left) < 1,
    fromRight: Math.abs(end - track.right) < 1,
    // Its layout box is one track long at any percent: a new percent lays nothing out.
    laidOutOneTrackLong: fill.offsetWidth === bar.offsetWidth,
  };
}

/**
 * Real progress: the page passes `status`, `stepIndex` and `progress` (here step 2 at 60 %)
 * and no clock runs; Start and Reset only report `onStart` / `onReset`.
 */
export const RealProgress: Story = {
  args: { status: 'running', stepIndex: 1, progress: 60 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: processing.label })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    await expect(canvas.getByRole('progressbar', { name: text.overallProgress })).toHaveAttribute(
      'aria-valuenow',
      '53',
    );
    // The fills cover their percent of the track, from the start of the line.
    await expect(filledPart(canvas.getByRole('progressbar', { name: processing.label }))).toEqual({
      percent: 60,
      fromLeft: true,
      fromRight: false,
      laidOutOneTrackLong: true,
    });
    await expect(
      filledPart(canvas.getByRole('progressbar', { name: text.overallProgress })),
    ).toEqual({ percent: 53, fromLeft: true, fromRight: false, laidOutOneTrackLong: true });
  },
};

/**
 * Right to left: inside `dir="rtl"` the bars fill from the right, the start of the line (no
 * `:dir()` selector: the fill's transform takes its direction from the layout).
 */
export const RightToLeft: Story = {
  args: { status: 'running', stepIndex: 1, progress: 60 },
  decorators: [
    (Story) => (
      <div dir="rtl">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(filledPart(canvas.getByRole('progressbar', { name: processing.label }))).toEqual({
      percent: 60,
      fromLeft: false,
      fromRight: true,
      laidOutOneTrackLong: true,
    });
    await expect(
      filledPart(canvas.getByRole('progressbar', { name: text.overallProgress })),
    ).toEqual({ percent: 53, fromLeft: false, fromRight: true, laidOutOneTrackLong: true });
  },
};

/**
 * A step failed (`value.status: 'error'`, with your message): the step's title says so, the
 * message is an alert, the step list marks it failed, and Retry runs it again (controlled: your
 * `onValueChange` gets the value Retry asks for).
 */
export const FailedStep: Story = {
  args: {
    value: {
      status: 'error',
      stepIndex: 1,
      progress: 40,
      message: 'The server stopped answering. Your file is safe; retry when you are back online.',
    },
    onValueChange: fn(),
  },
  play: async (context) => {
    const { canvas, args } = context;
    await expect(canvas.getByRole('alert')).toHaveTextContent('The server stopped answering');
    await expect(canvas.getByText(text.failed(PROGRESS_STEPS[1]!.label))).toBeVisible();
    const retry = canvas.getByRole('button', { name: text.retry });
    await expect(retry).toBeVisible();
    // Retry moves focus (to the action row), which on a docs page would scroll it down to this
    // story: there the failure is shown, and pressing Retry is left to the story's own canvas.
    if (context.viewMode === 'docs') return;
    await context.userEvent.click(retry);
    await expect(args.onValueChange).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'running', stepIndex: 1 }),
    );
  },
};

/**
 * Headless: `useProgressSimulation` (the spec's timed steps) with markup of your own, styled only
 * with the package's tokens and recipes (`card`, `button`, `text`).
 */
export const Headless: Story = {
  render: function Render() {
    const run = useProgressSimulation({ stepDurationMs: 400, gapMs: 100, tickMs: 50 });
    return (
      <div className={card} style={stack('4')}>
        <div style={stack('1')}>
          <p className={recipeText.eyebrow}>Your own markup</p>
          <p className={recipeText.title}>{run.step ? run.step.label : 'Nothing running'}</p>
        </div>
        <div
          role="progressbar"
          aria-label="Your run"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={run.overallPercent}
          style={track}
        >
          <div style={fill(run.overallPercent)} />
        </div>
        <div style={row('3')}>
          <button type="button" className={button()} onClick={run.start}>
            Run
          </button>
          <span className={recipeText.caption}>{run.overallPercent}% overall</span>
        </div>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing running')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Your run' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
  },
};
