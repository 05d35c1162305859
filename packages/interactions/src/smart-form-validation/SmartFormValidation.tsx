import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from 'react';
import {
  evaluatePasswordConfirmation,
  evaluatePasswordStrength,
  strengthCriteria,
  type ValidationStatus,
} from '@portfolio/core';
import { cx } from '../shared/cx.js';
import { rootProps } from '../shared/root-props.js';
import { AlertIcon, CheckIcon, EyeIcon, EyeOffIcon } from '../shared/icons.js';
import { buttonFullWidth, buttonPrimary, buttonSecondary } from '../recipes/button.css.js';
import { fieldAction, fieldInput, fieldWrap } from '../recipes/field.css.js';
import { card } from '../recipes/surface.css.js';
import { textLabel } from '../recipes/text.css.js';
import * as styles from './SmartFormValidation.css.js';
import {
  passwordFormOptionKeys,
  usePasswordForm,
  type PasswordFormValue,
  type UsePasswordFormOptions,
} from './usePasswordForm.js';

/** Field labels and accessible names of the form (ours: the spec does not word them). */
export interface SmartFormValidationLabels {
  /** Visible label of the password field. */
  password: string;
  /** Visible label of the confirm field. */
  confirm: string;
  /** Accessible name of the button that reveals the password. */
  showPassword: string;
  /** Accessible name of the button that hides the password again. */
  hidePassword: string;
  /** Accessible name of the button that reveals the confirmation. */
  showConfirm: string;
  /** Accessible name of the button that hides the confirmation again. */
  hideConfirm: string;
  /** Accessible name of the four-segment strength meter. */
  strength: string;
  /** The line under "Password Created!" on the success screen. */
  successBody: string;
  /** The submit button's text while an async `onSubmit` is pending. */
  submitPending: string;
  /** The message when `onSubmit` rejects without a message of its own. */
  submitError: string;
}

/** The default labels, exported so a translation can start from them. */
export const smartFormValidationLabels: SmartFormValidationLabels = {
  password: 'Password',
  confirm: 'Confirm password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  showConfirm: 'Show password confirmation',
  hideConfirm: 'Hide password confirmation',
  strength: 'Password strength',
  successBody: 'Your new password is set and ready to use.',
  submitPending: 'Setting password\u2026',
  submitError: 'The password could not be saved. Please try again.',
};

/** The two fields' values. */
export type SmartFormValidationValue = PasswordFormValue;

/** The `data-part` names of SmartFormValidation's elements: the keys of its `classNames`. */
export type SmartFormValidationPart =
  | 'root'
  | 'error'
  | 'field'
  | 'form'
  | 'hint'
  | 'hints'
  | 'input'
  | 'input-wrap'
  | 'label'
  | 'message'
  | 'meter'
  | 'meter-label'
  | 'meter-row'
  | 'reveal'
  | 'segment'
  | 'submit'
  | 'success'
  | 'success-body'
  | 'success-heading'
  | 'success-icon'
  | 'try-again'
  | 'verdict';

export interface SmartFormValidationProps
  extends
    Omit<ComponentPropsWithoutRef<'div'>, 'onSubmit' | 'defaultValue' | 'children'>,
    Omit<UsePasswordFormOptions, 'submitErrorMessage'> {
  /**
   * Renders its own `<form>` with a submit button and success screen (default). With `false` it
   * renders only the fields, for a form of yours: the inputs carry `name`s and native validity, so
   * your form's data holds them and the browser blocks its submit while they are invalid.
   */
  asForm?: boolean;
  /** Replaces any of the field labels and accessible names. */
  labels?: Partial<SmartFormValidationLabels>;
  /** Heading level of "Password Created!" so it fits the page outline (default 3). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Class name merged onto the root element. */
  className?: string;
  /**
   * Class names added to each part, by its `data-part` name (`root` too), as react-aria-components
   * and Radix style parts: `classNames={{ submit: 'my-button' }}`. The parts keep their own classes.
   */
  classNames?: Partial<Record<SmartFormValidationPart, string>>;
}

/** One point per criterion: the meter has as many segments as core has criteria. */
const METER_SEGMENTS = Object.keys(strengthCriteria('')).length;

type Field = 'password' | 'confirm';

function StatusIcon({ status }: { status: ValidationStatus | null | undefined }) {
  if (status === 'valid') return <CheckIcon size={16} />;
  if (status === 'invalid') return <AlertIcon size={16} />;
  return null;
}

/**
 * A password form with a live strength meter: password and confirm fields,
 * messages once a field is touched, a submit button enabled only when both are valid,
 * and a "Password Created!" screen with "Try Again".
 */
export const SmartFormValidation = /* @__PURE__ */ forwardRef<
  HTMLDivElement,
  SmartFormValidationProps
>(function SmartFormValidation(
  { labels, asForm = true, headingLevel = 3, className, classNames, ...props },
  ref,
) {
  const label: SmartFormValidationLabels = { ...smartFormValidationLabels, ...labels };
  // Its own form holds the fields; `form` only links them to a form of yours (asForm={false}).
  const form = usePasswordForm({
    ...props,
    form: asForm ? undefined : props.form,
    submitErrorMessage: label.submitError,
  });
  const { phase, view, error } = form;
  const text = form.messages;
  const [revealed, setRevealed] = useState({ password: false, confirm: false });

  const id = useId();
  const meterLabelId = `${id}-meter`;
  const errorId = `${id}-error`;

  const { passwordRef, confirmRef } = form;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusPassword = useRef(false);

  // Focus follows the screen change: to the heading on success, back to the field on Try Again.
  useEffect(() => {
    if (phase === 'success') headingRef.current?.focus();
    if (!focusPassword.current) return;
    focusPassword.current = false;
    passwordRef.current?.focus();
  }, [phase, passwordRef]);

  // Inside a form of yours, native validity blocks its submit until both fields are valid.
  const passwordStrength = evaluatePasswordStrength(form.value.password, text, props.rules);
  const confirmValid =
    evaluatePasswordConfirmation(form.value.password, form.value.confirm, text).state === 'match';
  // Not required, both fields may stay empty; `required` itself reports them as missing.
  const bothEmpty = form.value.password === '' && form.value.confirm === '';
  useEffect(() => {
    if (asForm) return;
    const optional = bothEmpty && !form.required;
    const empty = (value: string) => value === '' && form.required;
    passwordRef.current?.setCustomValidity(
      optional || empty(form.value.password) || passwordStrength.status === 'valid'
        ? ''
        : passwordStrength.message,
    );
    confirmRef.current?.setCustomValidity(
      optional || empty(form.value.confirm) || confirmValid ? '' : text.mismatch,
    );
  });

  const strength = view.strength;
  const confirmation = view.confirmation;
  const pending = phase === 'pending';

  const toggleReveal = (field: Field) =>
    setRevealed((current) => ({ ...current, [field]: !current[field] }));

  const tryAgain = () => {
    form.reset();
    setRevealed({ password: false, confirm: false });
    focusPassword.current = true;
  };

  // The two fields share their markup: label, input with a reveal button, then a live message.
  const renderField = (
    field: Field,
    result: { status: ValidationStatus | null; message: string } | null,
    meter: ReactNode,
    hints: ReactNode,
  ) => {
    const inputId = `${id}-${field}`;
    const messageId = `${inputId}-message`;
    const status = result?.status;
    const shown = revealed[field];
    const isPassword = field === 'password';
    return (
      <div className={cx(styles.field, classNames?.field)} data-part="field">
        <label htmlFor={inputId} className={cx(textLabel, classNames?.label)} data-part="label">
          {label[field]}
        </label>
        <div className={cx(fieldWrap, classNames?.['input-wrap'])} data-part="input-wrap">
          <input
            {...(isPassword ? form.getPasswordInputProps() : form.getConfirmInputProps())}
            id={inputId}
            className={cx(fieldInput, classNames?.input)}
            data-part="input"
            type={shown ? 'text' : 'password'}
            onInvalid={() => form.touch(field)}
            aria-describedby={messageId}
            data-status={status ?? undefined}
            data-invalid={status === 'invalid' || undefined}
            data-disabled={form.disabled || undefined}
          />
          <button
            type="button"
            className={cx(fieldAction, classNames?.reveal)}
            data-part="reveal"
            aria-label={
              isPassword
                ? shown
                  ? label.hidePassword
                  : label.showPassword
                : shown
                  ? label.hideConfirm
                  : label.showConfirm
            }
            aria-controls={inputId}
            disabled={form.disabled}
            data-state={shown ? 'on' : 'off'}
            data-disabled={form.disabled || undefined}
            onClick={() => toggleReveal(field)}
          >
            {shown ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        </div>
        {meter}
        <div
          id={messageId}
          className={cx(styles.message, classNames?.message)}
          data-part="message"
          data-status={status ?? undefined}
          aria-live="polite"
          aria-atomic="true"
        >
          {result?.message && (
            <span className={cx(styles.verdict, classNames?.verdict)} data-part="verdict">
              <StatusIcon status={status} />
              {result.message}
            </span>
          )}
          {hints}
        </div>
      </div>
    );
  };

  const Heading = `h${headingLevel}` as const;
  const Fields = asForm ? 'form' : 'div';
  const filled = strength?.points ?? 0;

  return (
    <div
      {...rootProps(props, passwordFormOptionKeys, cx(card, className, classNames?.root))}
      ref={ref}
      data-state={phase}
      data-valid={String(view.canSubmit)}
      data-disabled={form.disabled || undefined}
      data-strength={strength?.verdict}
    >
      {phase === 'success' ? (
        <div className={cx(styles.success, classNames?.success)} data-part="success">
          <span
            className={cx(styles.successIcon, classNames?.['success-icon'])}
            data-part="success-icon"
          >
            <CheckIcon size={28} />
          </span>
          <Heading
            ref={headingRef}
            tabIndex={-1}
            className={cx(styles.successHeading, classNames?.['success-heading'])}
            data-part="success-heading"
          >
            {text.success}
          </Heading>
          <p
            className={cx(styles.successBody, classNames?.['success-body'])}
            data-part="success-body"
          >
            {label.successBody}
          </p>
          <button
            type="button"
            className={cx(buttonSecondary, classNames?.['try-again'])}
            data-part="try-again"
            disabled={form.disabled}
            onClick={tryAgain}
          >
            {text.tryAgain}
          </button>
        </div>
      ) : (
        <Fields
          className={cx(styles.form, classNames?.form)}
          data-part="form"
          {...(asForm ? form.getFormProps() : {})}
        >
          {renderField(
            'password',
            strength,
            <div className={cx(styles.meterRow, classNames?.['meter-row'])} data-part="meter-row">
              <span
                id={meterLabelId}
                className={cx(styles.meterLabel, classNames?.['meter-label'])}
                data-part="meter-label"
              >
                {label.strength}
              </span>
              <div
                role="meter"
                className={cx(styles.meter, classNames?.meter)}
                data-part="meter"
                aria-labelledby={meterLabelId}
                aria-valuemin={0}
                aria-valuemax={METER_SEGMENTS}
                aria-valuenow={filled}
                aria-valuetext={strength?.message}
                data-status={strength?.status}
              >
                {Array.from({ length: METER_SEGMENTS }, (_, index) => (
                  <span
                    key={index}
                    className={cx(styles.segment, classNames?.segment)}
                    data-part="segment"
                    data-filled={index < filled}
                  />
                ))}
              </div>
            </div>,
            strength && (strength.hints.length > 0 || strength.lengthHint) && (
              <ul className={cx(styles.hints, classNames?.hints)} data-part="hints">
                {strength.hints.map((hint) => (
                  <li key={hint} className={cx(styles.hint, classNames?.hint)} data-part="hint">
                    {hint}
                  </li>
                ))}
                {strength.lengthHint && (
                  <li
                    className={cx(styles.hint, classNames?.hint)}
                    data-part="hint"
                    data-hint="length"
                  >
                    {strength.lengthHint}
                  </li>
                )}
              </ul>
            ),
          )}
          {renderField('confirm', confirmation, null, null)}

          {error && (
            <p
              id={errorId}
              role="alert"
              className={cx(styles.submitError, classNames?.error)}
              data-part="error"
            >
              <AlertIcon size={16} />
              {error}
            </p>
          )}
          {asForm && (
            <button
              type="submit"
              className={cx(cx(buttonPrimary, buttonFullWidth), classNames?.submit)}
              data-part="submit"
              disabled={!view.canSubmit || form.disabled}
              data-disabled={!view.canSubmit || form.disabled || undefined}
              data-state={pending ? 'pending' : view.canSubmit ? 'ready' : 'incomplete'}
              aria-disabled={pending || undefined}
              aria-describedby={error ? errorId : undefined}
            >
              {pending ? label.submitPending : view.submitLabel}
            </button>
          )}
        </Fields>
      )}
    </div>
  );
});
