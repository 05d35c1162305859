import { useId, useState, type ReactNode, type Ref } from 'react';
// The package draws the eye glyphs: the site shows the same ones.
import { EyeIcon, EyeOffIcon } from '@portfolio/interactions/icons';

/** The class of each part, so the field wears its caller's styles. */
export interface PasswordFieldClasses {
  /** The `<label>` before the field, tied to the input by its id. */
  label: string;
  /** The box holding the input, the eye button and the hint (what the caller places them against). */
  field: string;
  /** The password input: type `password`, or `text` while the entry is shown. */
  input: string;
  /** The eye button after the input: shows or hides the entry (`aria-pressed` while shown). */
  toggle: string;
  /** The area under the field that holds the message's polite live region. */
  messageArea: string;
  /** The hint, a sibling after the input in the field: hidden unless `input:focus ~ hint`. */
  hint: string;
}

export interface PasswordFieldProps {
  /** The visible label of the input. */
  label: string;
  /** What is typed (controlled). */
  value: string;
  /** Called with the new text on every edit. */
  onValueChange: (value: string) => void;
  /**
   * Shown under the field while it has focus and no message shows ("Case-sensitive password
   * required"): rendered after the input whenever no message shows, and shown by the caller's
   * CSS on `input:focus ~ hint` (no React update on focus: issue 30, the modal's opening frame).
   */
  hint: ReactNode;
  /** Progress or an error, in a polite live region under the field; null for none. */
  message: ReactNode;
  /** Marks the entry invalid (aria-invalid). */
  invalid: boolean;
  /** Keeps the entry while it is being checked. */
  readOnly?: boolean;
  /** The input element, to move focus to it. */
  ref?: Ref<HTMLInputElement>;
  /** The class of each part, from the caller's styles. */
  classes: PasswordFieldClasses;
}

/**
 * A password input with its label, an eye button that shows or hides the entry
 * ("Show password", pressed while shown), and the hint and message under it. The input is
 * described by the message while one shows, else by the hint (which a screen reader reads when
 * the field takes focus, the moment it shows).
 */
export function PasswordField({
  label,
  value,
  onValueChange,
  hint,
  message,
  invalid,
  readOnly = false,
  ref,
  classes,
}: PasswordFieldProps) {
  const id = useId();
  const inputId = `${id}-password`;
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  const [shown, setShown] = useState(false);

  const hasMessage = message !== null && message !== undefined;

  return (
    <>
      <label className={classes.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={classes.field}>
        <input
          ref={ref}
          id={inputId}
          className={classes.input}
          type={shown ? 'text' : 'password'}
          // No name: if Enter submits the prerendered form before the page has hydrated, the
          // browser's native GET must not put the password in the URL (history, host logs).
          autoComplete="current-password"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          value={value}
          readOnly={readOnly}
          aria-invalid={invalid}
          aria-describedby={hasMessage ? messageId : hintId}
          onChange={(event) => onValueChange(event.target.value)}
        />
        <button
          type="button"
          className={classes.toggle}
          aria-label="Show password"
          aria-pressed={shown}
          aria-controls={inputId}
          onClick={() => setShown((was) => !was)}
        >
          {shown ? <EyeOffIcon strokeWidth={1.8} /> : <EyeIcon strokeWidth={1.8} />}
        </button>
        {/* Laid over the message area's first line while the input has focus (CSS). */}
        {hasMessage ? null : (
          <span id={hintId} className={classes.hint}>
            {hint}
          </span>
        )}
      </div>
      <div className={classes.messageArea}>
        <div id={messageId} aria-live="polite" aria-atomic="true">
          {message}
        </div>
      </div>
    </>
  );
}
