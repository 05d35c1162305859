import { forwardRef, useEffect, useId, useRef, useState } from 'react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { evaluatePasswordStrength, strengthCriteria, type ValidationStatus } from '@portfolio/core';
import { cx, parts } from '../shared/cx.js';
import { rootProps } from '../shared/root-props.js';
import { AlertIcon, CheckIcon, EyeIcon, EyeOffIcon } from '../shared/icons.js';
import { buttonFullWidth, buttonPrimary, buttonSecondary } from '../recipes/button.css.js';
import { fieldAction, fieldInput, fieldWrap } from '../recipes/field.css.js';
import { card } from '../recipes/surface.css.js';
import { textLabel } from '../recipes/text.css.js';
import * as styles from './SmartFormValidation.css.js';
import {
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
  const part = parts(classNames);
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
  // Core's "match" is an equal, non-empty confirmation; the empty one is `empty` below.
  const confirmValid = form.value.confirm === form.value.password;
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
      <div {...part('field', styles.field)}>
        <label htmlFor={inputId} {...part('label', textLabel)}>
          {label[field]}
        </label>
        <div {...part('input-wrap', fieldWrap)}>
          <input
            {...(isPassword ? form.getPasswordInputProps() : form.getConfirmInputProps())}
            id={inputId}
            {...part('input', fieldInput)}
            type={shown ? 'text' : 'password'}
            onInvalid={() => form.touch(field)}
            aria-describedby={messageId}
            data-status={status ?? undefined}
            data-disabled={form.disabled || undefined}
          />
          <button
            type="button"
            {...part('reveal', fieldAction)}
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
          {...part('message', styles.message)}
          data-status={status ?? undefined}
          aria-live="polite"
          aria-atomic="true"
        >
          {result?.message && (
            <span {...part('verdict', styles.verdict)}>
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
      {...rootProps(form.rest, cx(card, className, classNames?.root))}
      ref={ref}
      data-state={phase}
      data-valid={String(view.canSubmit)}
      data-disabled={form.disabled || undefined}
      data-strength={strength?.verdict}
    >
      {phase === 'success' ? (
        <div {...part('success', styles.success)}>
          <span {...part('success-icon', styles.successIcon)}>
            <CheckIcon size={28} />
          </span>
          <Heading
            ref={headingRef}
            tabIndex={-1}
            {...part('success-heading', styles.successHeading)}
          >
            {text.success}
          </Heading>
          <p {...part('success-body', styles.successBody)}>{label.successBody}</p>
          <button
            type="button"
            {...part('try-again', buttonSecondary)}
            disabled={form.disabled}
            onClick={tryAgain}
          >
            {text.tryAgain}
          </button>
        </div>
      ) : (
        <Fields {...part('form', styles.form)} {...(asForm ? form.getFormProps() : {})}>
          {renderField(
            'password',
            strength,
            <div {...part('meter-row', styles.meterRow)}>
              <span id={meterLabelId} {...part('meter-label', styles.meterLabel)}>
                {label.strength}
              </span>
              <div
                role="meter"
                {...part('meter', styles.meter)}
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
                    {...part('segment', styles.segment)}
                    data-filled={index < filled}
                  />
                ))}
              </div>
            </div>,
            strength && (strength.hints.length > 0 || strength.lengthHint) && (
              <ul {...part('hints', styles.hints)}>
                {strength.hints.map((hint) => (
                  <li key={hint} {...part('hint', styles.hint)}>
                    {hint}
                  </li>
                ))}
                {strength.lengthHint && (
                  <li {...part('hint', styles.hint)} data-hint="length">
                    {strength.lengthHint}
                  </li>
                )}
              </ul>
            ),
          )}
          {renderField('confirm', confirmation, null, null)}

          {error && (
            <p id={errorId} role="alert" {...part('error', styles.submitError)}>
              <AlertIcon size={16} />
              {error}
            </p>
          )}
          {asForm && (
            <button
              type="submit"
              {...part('submit', cx(buttonPrimary, buttonFullWidth))}
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
