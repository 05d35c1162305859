import { useActionState } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { passwordFormMessages, progressMessages } from '@portfolio/core';
import { PricingCalculator } from './pricing-calculator/index.js';
import { ProgressIndicator } from './progress-indicator/index.js';
import { SmartFormValidation } from './smart-form-validation/index.js';

/** A host form as an app writes it, with every component inside. */
function HostForm({ onSubmit }: { onSubmit?: (data: FormData) => void }) {
  return (
    <form
      aria-label="Signup"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.(new FormData(event.currentTarget));
      }}
    >
      <SmartFormValidation asForm={false} name="secret" />
      <PricingCalculator name="pricing" />
      <ProgressIndicator name="upload" />
      <button type="submit">Save</button>
      <button type="reset">Start over</button>
    </form>
  );
}

const password = () => screen.getByLabelText('Password');
const confirm = () => screen.getByLabelText('Confirm password');

// Three whole components in one jsdom form: role queries over it take a few seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

describe('host forms: name', () => {
  test('FormData holds the password, plan, team size, billing, each add-on and the status', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(data: FormData) => void>();
    render(<HostForm onSubmit={onSubmit} />);
    await user.type(password(), 'Sunset#42');
    await user.type(confirm(), 'Sunset#42');
    await user.click(screen.getByRole('radio', { name: 'Professional' }));
    await user.click(screen.getByRole('switch', { name: 'API Access' }));
    await user.click(screen.getByRole('switch', { name: 'Custom Branding' }));
    await user.click(screen.getByRole('radio', { name: 'Annual' }));
    // jsdom moves no range input by keyboard; the browser consumer test drags the real one.
    fireEvent.change(screen.getByRole('slider', { name: 'Team size' }), { target: { value: '7' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const data = onSubmit.mock.lastCall![0];
    expect(Object.fromEntries(data)).toMatchObject({
      secret: 'Sunset#42',
      'secret-confirm': 'Sunset#42',
      'pricing.plan': 'professional',
      'pricing.teamSize': '7',
      'pricing.billing': 'annual',
      upload: 'idle',
    });
    expect(data.getAll('pricing.addOns')).toEqual(['api', 'branding']);
  });
});

describe('host forms: reset', () => {
  test('form.reset() returns every component to its defaults', async () => {
    const user = userEvent.setup();
    render(<HostForm />);
    await user.type(password(), 'abc');
    await user.type(confirm(), 'abd');
    await user.click(screen.getByRole('radio', { name: 'Enterprise' }));
    await user.click(screen.getByRole('switch', { name: 'API Access' }));
    await user.click(screen.getByRole('radio', { name: 'Annual' }));
    await user.click(screen.getByRole('button', { name: progressMessages.start }));
    expect(screen.getByText(passwordFormMessages.weak)).toBeInTheDocument();

    act(() => (screen.getByRole('form', { name: 'Signup' }) as HTMLFormElement).reset());

    expect(password()).toHaveValue('');
    expect(confirm()).toHaveValue('');
    expect(screen.queryByText(passwordFormMessages.weak)).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Starter' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'API Access' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(screen.getByRole('slider', { name: 'Team size' })).toHaveValue('5');
    expect(screen.getByRole('button', { name: progressMessages.start })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset' })).not.toBeInTheDocument();
  });

  test('a reset button resets too', async () => {
    const user = userEvent.setup();
    render(<HostForm />);
    await user.click(screen.getByRole('radio', { name: 'Enterprise' }));
    await user.type(password(), 'abc');
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.getByRole('radio', { name: 'Starter' })).toBeChecked();
    expect(password()).toHaveValue('');
  });

  test('a React 19 form action resets the components after it runs', async () => {
    const user = userEvent.setup();
    const saved: FormData[] = [];
    function ActionForm() {
      const [count, save] = useActionState((previous: number, data: FormData) => {
        saved.push(data);
        return previous + 1;
      }, 0);
      return (
        <form action={save} aria-label="Plan">
          <PricingCalculator name="pricing" />
          <SmartFormValidation asForm={false} required={false} />
          <button type="submit">Save plan</button>
          <output>{count}</output>
        </form>
      );
    }
    render(<ActionForm />);
    await user.click(screen.getByRole('radio', { name: 'Enterprise' }));
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    expect(await screen.findByText('1')).toBeInTheDocument();
    expect(saved[0]?.get('pricing.plan')).toBe('enterprise');
    expect(screen.getByRole('radio', { name: 'Starter' })).toBeChecked();
  });
});

describe('host forms: required, disabled, form', () => {
  test('SmartFormValidation is required by default; required={false} lets both fields stay empty', () => {
    const { unmount } = render(<HostForm />);
    expect(password()).toBeRequired();
    expect(password()).toBeInvalid();
    unmount();
    render(
      <form aria-label="Optional">
        <SmartFormValidation asForm={false} required={false} />
      </form>,
    );
    expect(password()).not.toBeRequired();
    expect(password()).toBeValid();
    expect(confirm()).toBeValid();
  });

  test('ProgressIndicator required: the form is invalid until the run completes', async () => {
    vi.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const onSubmit = vi.fn();
      render(
        <form
          aria-label="Import"
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit(Object.fromEntries(new FormData(event.currentTarget)));
          }}
        >
          <ProgressIndicator name="import" required />
          <button type="submit">Continue</button>
        </form>,
      );
      const form = screen.getByRole('form', { name: 'Import' }) as HTMLFormElement;
      expect(form.checkValidity()).toBe(false);
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(onSubmit).not.toHaveBeenCalled();
      expect(screen.getByRole('alert')).toHaveTextContent('Finish the process first.');
      expect(screen.getByRole('button', { name: progressMessages.start })).toHaveFocus();
      await user.click(screen.getByRole('button', { name: progressMessages.start }));
      act(() => {
        vi.advanceTimersByTime(9600);
      });
      expect(form.checkValidity()).toBe(true);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(onSubmit).toHaveBeenCalledWith({ import: 'complete' });
    } finally {
      vi.useRealTimers();
    }
  });

  test('disabled disables every control, and disabled fields are not submitted', () => {
    render(
      <form aria-label="Locked">
        <SmartFormValidation asForm={false} name="secret" disabled />
        <PricingCalculator name="pricing" disabled defaultValue={{ addOnIds: ['api'] }} />
        <ProgressIndicator name="upload" disabled />
      </form>,
    );
    const form = screen.getByRole('form', { name: 'Locked' }) as HTMLFormElement;
    expect(password()).toBeDisabled();
    expect(confirm()).toBeDisabled();
    for (const reveal of within(form).getAllByRole('button', { name: /^Show password/ }))
      expect(reveal).toBeDisabled();
    expect(screen.getByRole('slider', { name: 'Team size' })).toBeDisabled();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    for (const item of screen.getAllByRole('switch')) expect(item).toBeDisabled();
    expect(screen.getByRole('button', { name: progressMessages.start })).toBeDisabled();
    expect([...new FormData(form).keys()]).toEqual([]);
  });

  test('form: fields outside the form belong to it by id', () => {
    render(
      <>
        <form id="checkout" aria-label="Checkout" />
        <PricingCalculator name="pricing" form="checkout" />
        <ProgressIndicator name="upload" form="checkout" />
        <SmartFormValidation asForm={false} name="secret" form="checkout" />
      </>,
    );
    const form = screen.getByRole('form', { name: 'Checkout' }) as HTMLFormElement;
    expect(Object.fromEntries(new FormData(form))).toEqual({
      'pricing.plan': 'starter',
      'pricing.teamSize': '5',
      'pricing.billing': 'monthly',
      upload: 'idle',
      secret: '',
      'secret-confirm': '',
    });
  });
});
