import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { passwordFormMessages as m } from '@portfolio/core';
import { SmartFormValidation, smartFormValidationLabels as labels } from './SmartFormValidation.js';
import { usePasswordForm } from './usePasswordForm.js';
import { button, card, field, text as recipeText } from '../recipes/index.js';
import { row, stack, statusLine } from '../../../../.storybook/story-styles';

/** The element a field's aria-describedby points at: the message a screen reader hears. */
function messageOf(field: HTMLElement): HTMLElement {
  const id = field.getAttribute('aria-describedby');
  const message = id ? field.ownerDocument.getElementById(id) : null;
  if (!message) throw new Error(`${field.id} has no message element`);
  return message;
}

const meta = {
  title: 'Components/Smart Form Validation',
  component: SmartFormValidation,
  args: {
    onSubmit: fn(),
    onStrengthChange: fn(),
    headingLevel: 3,
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
    onSubmit: { control: false },
    onStrengthChange: { control: false },
    className: { control: false },
  },
  parameters: {
    stageWidth: '480px',
    docs: {
      subtitle: 'A password form with a live strength meter, confirmation and a success screen.',
      usage: `// Once, at your app's entry: the compiled styles of every component.
import '@portfolio/interactions/styles.css';
import { SmartFormValidation } from '@portfolio/interactions';

export function CreatePassword() {
  return (
    <SmartFormValidation
      onSubmit={(password) => savePassword(password)}
      headingLevel={2}
    />
  );
}`,
      usageNote:
        'Strength rules and every message come from `@portfolio/core` (`evaluatePasswordStrength`). Pass `messages` or `labels` to translate them; the theme follows `lightTheme` / `darkTheme` (or `data-theme`) on any ancestor.',
      accessibility: `- **Roles and names.** Two labelled password fields ("Password", "Confirm password"); each has a Show/Hide button named for its field ("Show password"), a toggle that keeps focus. The strength bar is a \`meter\` named "Password strength", with the verdict as its \`aria-valuetext\`.
- **Live regions.** Each field's message (the verdict, then "Keep typing...", "Passwords match perfectly!") is a polite live region the field points at with \`aria-describedby\`: a screen reader hears it while typing, without losing its place. Messages wait until a field has been touched.
- **The button says what is missing.** While it is disabled its name is the reason ("Please complete both fields"); a failed submit shows an \`alert\` tied to it by \`aria-describedby\`.
- **Focus.** On success focus moves to the "Password Created!" heading (\`tabIndex={-1}\`), so the screen change is announced; "Try Again" puts it back in the first field. The focus ring is \`--pf-color-focus\`, visible only for keyboard focus.
- **Native validity.** Inside a form of yours (\`asForm={false}\`) each field is \`:invalid\` until it is acceptable, so the host form will not submit early.`,
      keyboard: [
        {
          keys: 'Tab / Shift + Tab',
          action:
            'Moves through the new password, its Show button, the confirmation, its Show button and Set Password.',
        },
        {
          keys: 'Enter',
          action:
            'In a field: submits once both fields are valid; until then nothing happens and the button names what is missing.',
        },
        {
          keys: 'Space / Enter',
          action: 'On Show / Hide: reveals or hides that field; focus stays on the button.',
        },
        {
          keys: 'Enter',
          action:
            'On Try Again (success screen): clears the form and puts focus in the first field.',
        },
      ],
      parts: {
        root: 'The card; it carries the form’s phase, validity and strength.',
        form: 'The `<form>` (or a `<div>` with `asForm={false}`, inside yours).',
        field: 'A label, its input, its message (one per field).',
        label: 'The field’s visible label.',
        'input-wrap': 'Positions the Show/Hide button inside the input.',
        input: 'The password input.',
        reveal: 'The Show/Hide toggle of a field.',
        message: 'The polite live message under a field.',
        verdict: 'The message’s text with its status icon.',
        'meter-row': 'The strength label and bar.',
        'meter-label': '“Password strength”.',
        meter: 'The `meter` with one segment per strength point.',
        segment: 'One segment of the meter; `data-filled` when reached.',
        hints: 'What to add next, as a list.',
        hint: 'One hint.',
        submit: 'Set Password; its name says what is missing while disabled.',
        error: 'The alert after a failed submit.',
        success: 'The success screen.',
        'success-icon': 'Its check mark.',
        'success-heading': '“Password Created!”, focused on arrival.',
        'success-body': 'The line under it.',
        'try-again': 'Back to an empty form.',
      },
      states: [
        {
          attribute: 'data-state',
          part: 'root',
          values: 'editing | pending | success',
          meaning: 'The phase: typing, waiting for your onSubmit, or the success screen.',
        },
        {
          attribute: 'data-valid',
          part: 'root',
          values: 'true | false',
          meaning: 'Whether the form can be submitted now.',
        },
        {
          attribute: 'data-strength',
          part: 'root',
          values: 'weak | good | strong | excellent | common',
          meaning: 'The password’s verdict, once something is typed.',
        },
        {
          attribute: 'data-status',
          part: 'input, message, meter',
          values: 'invalid | warning | valid',
          meaning: 'The tone of the field’s current message.',
        },
        {
          attribute: 'data-filled',
          part: 'segment',
          values: 'true | false',
          meaning: 'Whether the strength reaches this segment.',
        },
        {
          attribute: 'data-state',
          part: 'reveal',
          values: 'on | off',
          meaning: 'Whether the field’s text is shown.',
        },
        {
          attribute: 'data-state',
          part: 'submit',
          values: 'incomplete | ready | pending',
          meaning: 'Whether the form can be sent, or is being sent.',
        },
      ],
    },
  },
} satisfies Meta<typeof SmartFormValidation>;

export default meta;
type Story = StoryObj<typeof meta>;

/*
 * Each state below starts from `defaultValue` (so the docs page shows it without running
 * anything), and its play function clears the field and types the value again with the
 * keyboard: the test proves typing reaches the state, the screenshot shows the final frame.
 */

/** Nothing typed yet: no messages, and the button asks to complete both fields. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const password = canvas.getByLabelText(labels.password);
    await expect(password).toHaveAttribute('type', 'password');
    await expect(messageOf(password)).toBeEmptyDOMElement();
    await expect(messageOf(canvas.getByLabelText(labels.confirm))).toBeEmptyDOMElement();
    await expect(canvas.getByRole('meter', { name: labels.strength })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expect(canvas.getByRole('button', { name: m.submitIncomplete })).toBeDisabled();
  },
};

/** Short and lowercase: Weak (strength 0–1) with the first two missing hints. */
export const Weak: Story = {
  args: { defaultValue: { password: 'sunset' } },
  play: async ({ canvas, userEvent, args }) => {
    const password = canvas.getByLabelText(labels.password);
    await userEvent.clear(password);
    await expect(password).toHaveValue('');
    await userEvent.type(password, 'sunset');
    const message = messageOf(password);
    await expect(message).toHaveTextContent(m.weak);
    await expect(message).toHaveTextContent(m.hintUppercase);
    await expect(message).toHaveTextContent(m.hintNumbers);
    await expect(message).not.toHaveTextContent(m.hintSymbols);
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onStrengthChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ verdict: 'weak', points: 0 }),
    );
  },
};

/** Contains a common word: rejected whatever its strength. */
export const CommonWord: Story = {
  // Length, uppercase, digit and symbol: strength 4, yet it contains "password".
  args: { defaultValue: { password: 'MyPassword#42' } },
  play: async ({ canvas, userEvent, args }) => {
    const password = canvas.getByLabelText(labels.password);
    await userEvent.clear(password);
    await userEvent.type(password, 'MyPassword#42');
    await expect(messageOf(password)).toHaveTextContent(m.tooCommon);
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onStrengthChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ verdict: 'common', points: 4 }),
    );
    await expect(canvas.getByRole('button', { name: m.submitIncomplete })).toBeDisabled();
  },
};

/** Strength 2: a warning with one hint. */
export const GoodStart: Story = {
  args: { defaultValue: { password: 'sunset42' } },
  play: async ({ canvas, userEvent }) => {
    const password = canvas.getByLabelText(labels.password);
    await userEvent.clear(password);
    await userEvent.type(password, 'sunset42');
    const message = messageOf(password);
    await expect(message).toHaveTextContent(m.goodStart);
    await expect(message).toHaveTextContent(m.hintUppercase);
    await expect(message).not.toHaveTextContent(m.hintSymbols);
    await expect(canvas.getByRole('meter', { name: labels.strength })).toHaveAttribute(
      'aria-valuenow',
      '2',
    );
  },
};

/** Strength 3: valid. */
export const Strong: Story = {
  args: { defaultValue: { password: 'Sunset42' } },
  play: async ({ canvas, userEvent }) => {
    const password = canvas.getByLabelText(labels.password);
    await userEvent.clear(password);
    await userEvent.type(password, 'Sunset42');
    await expect(messageOf(password)).toHaveTextContent(m.strong);
    await expect(password).toHaveAttribute('aria-invalid', 'false');
    await expect(canvas.getByRole('meter', { name: labels.strength })).toHaveAttribute(
      'aria-valuenow',
      '3',
    );
  },
};

/** Strength 4: every criterion met. */
export const Excellent: Story = {
  args: { defaultValue: { password: 'Sunset#42' } },
  play: async ({ canvas, userEvent }) => {
    const password = canvas.getByLabelText(labels.password);
    await userEvent.clear(password);
    await userEvent.type(password, 'Sunset#42');
    await expect(messageOf(password)).toHaveTextContent(m.excellent);
    await expect(canvas.getByRole('meter', { name: labels.strength })).toHaveAttribute(
      'aria-valuenow',
      '4',
    );
  },
};

/** The confirmation reads "Keep typing..." while it is a prefix, then no longer matches. */
export const ConfirmMismatch: Story = {
  args: { defaultValue: { password: 'Sunset#42', confirm: 'Sunset#24' } },
  play: async ({ canvas, userEvent }) => {
    const confirm = canvas.getByLabelText(labels.confirm);
    await userEvent.clear(confirm);
    await expect(messageOf(confirm)).toBeEmptyDOMElement();
    await userEvent.type(confirm, 'Sunset');
    await expect(messageOf(confirm)).toHaveTextContent(m.keepTyping);
    await userEvent.type(confirm, '#24');
    await expect(messageOf(confirm)).toHaveTextContent(m.mismatch);
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('button', { name: m.submitIncomplete })).toBeDisabled();
  },
};

/** Both fields valid: "Set Password" submits, and the success screen takes focus. */
export const Success: Story = {
  args: { defaultValue: { password: 'Sunset#42', confirm: 'Sunset#42' } },
  play: async ({ canvas, userEvent, args }) => {
    const confirm = canvas.getByLabelText(labels.confirm);
    await userEvent.clear(confirm);
    await expect(canvas.getByRole('button', { name: m.submitIncomplete })).toBeDisabled();
    await userEvent.type(confirm, 'Sunset#42');
    await expect(messageOf(confirm)).toHaveTextContent(m.match);

    await userEvent.click(canvas.getByRole('button', { name: m.submitReady }));
    await expect(args.onSubmit).toHaveBeenCalledWith('Sunset#42');
    const heading = await canvas.findByRole('heading', { name: m.success, level: 3 });
    await expect(heading).toHaveFocus();
    await expect(canvas.getByRole('button', { name: m.tryAgain })).toBeVisible();
  },
};

/**
 * Custom rules: at least 12 characters, the company name counts as a common word, and only strength
 * 4 is valid. "Sunset42" would be Strong under the spec's rules; here it is a Good start that
 * cannot be submitted.
 */
export const CustomRules: Story = {
  args: {
    rules: { minLength: 12, commonWords: ['acme'], requiredPoints: 4 },
    defaultValue: { password: 'Sunset42', confirm: 'Sunset42' },
  },
  play: async ({ canvas, userEvent, args }) => {
    const password = canvas.getByLabelText(labels.password);
    await userEvent.clear(password);
    await userEvent.type(password, 'Acme#Sunset42');
    await expect(messageOf(password)).toHaveTextContent(m.tooCommon);
    await userEvent.clear(password);
    await userEvent.type(password, 'Sunset42');
    const message = messageOf(password);
    await expect(message).toHaveTextContent(m.goodStart);
    await expect(message).toHaveTextContent(m.hintSymbols);
    await expect(args.onStrengthChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ verdict: 'good', status: 'warning', points: 2 }),
    );
    await expect(canvas.getByRole('button', { name: m.submitIncomplete })).toBeDisabled();
  },
};

/**
 * Inside a form of yours (`asForm={false}`): named inputs, no form or button of its own; native
 * validity keeps your submit from going through until both fields are valid.
 */
export const InsideYourForm: Story = {
  args: { asForm: false, names: { password: 'new-password' } },
  render: (args) => (
    <form
      aria-labelledby="account-settings-title"
      className={card}
      style={stack('5')}
      onSubmit={(event) => event.preventDefault()}
    >
      <h3 id="account-settings-title" className={recipeText.title}>
        Account settings
      </h3>
      <div style={stack('2')}>
        <label htmlFor="account-email" className={recipeText.label}>
          Email
        </label>
        <input
          id="account-email"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue="ada@example.com"
          className={field.input}
        />
      </div>
      <SmartFormValidation {...args} />
      <div style={row('3')}>
        <button type="submit" className={button()}>
          Save account
        </button>
        <button type="reset" className={button({ variant: 'ghost' })}>
          Cancel
        </button>
      </div>
    </form>
  ),
  play: async ({ canvas, userEvent }) => {
    const password = canvas.getByLabelText(labels.password);
    await expect(password).toHaveAttribute('name', 'new-password');
    await expect(canvas.getByLabelText(labels.confirm)).toHaveAttribute('name', 'confirm');
    await userEvent.type(password, 'abc');
    await expect(password).toBeInvalid();
    await expect(canvas.queryByRole('button', { name: m.submitIncomplete })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Save account' })).toBeVisible();
  },
};

/**
 * Headless: `usePasswordForm` (core's rules, touched fields, async-aware submit) with markup of
 * your own, styled only with the package's tokens and recipes (`card`, `field`, `button`, `text`).
 */
export const Headless: Story = {
  render: function Render() {
    const form = usePasswordForm();
    const { strength, confirmation, canSubmit, submitLabel } = form.view;
    return (
      <form
        {...form.getFormProps()}
        aria-label="Your own password form"
        className={card}
        style={stack('4')}
      >
        <div style={stack('2')}>
          <label htmlFor="own-password" className={recipeText.label}>
            New password
          </label>
          <input
            id="own-password"
            type="password"
            className={field.input}
            data-status={strength?.status}
            {...form.getPasswordInputProps()}
          />
          <p aria-live="polite" style={statusLine(strength?.status)}>
            {strength?.message}
          </p>
        </div>
        <div style={stack('2')}>
          <label htmlFor="own-confirm" className={recipeText.label}>
            Repeat it
          </label>
          <input
            id="own-confirm"
            type="password"
            className={field.input}
            data-status={confirmation?.status ?? undefined}
            {...form.getConfirmInputProps()}
          />
          <p aria-live="polite" style={statusLine(confirmation?.status)}>
            {confirmation?.message}
          </p>
        </div>
        <button type="submit" disabled={!canSubmit} className={button({ fullWidth: true })}>
          {form.phase === 'success' ? m.success : submitLabel}
        </button>
      </form>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('New password'), 'abc');
    await expect(canvas.getByText(m.weak)).toBeVisible();
    await expect(canvas.getByRole('button', { name: m.submitIncomplete })).toBeDisabled();
  },
};
