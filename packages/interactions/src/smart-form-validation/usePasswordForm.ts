import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  evaluatePasswordStrength,
  passwordFormMessages,
  passwordFormView,
  type PasswordFormMessages,
  type PasswordRules,
  type PasswordStrength,
} from '@portfolio/core';
import { useFormReset } from '../shared/use-form-reset.js';
import { useControllableState } from '../shared/use-controllable-state.js';

/** The two fields' values. */
export interface PasswordFormValue {
  password: string;
  confirm: string;
}

/** Where the form is: being filled in, waiting for an async `onSubmit`, or done. */
export type PasswordFormPhase = 'editing' | 'pending' | 'success';

export interface UsePasswordFormOptions {
  /** The fields' values, for a controlled form (use with `onValueChange`). */
  value?: PasswordFormValue;
  /** Initial values when uncontrolled; a non-empty one counts as touched, so its message shows at once. */
  defaultValue?: Partial<PasswordFormValue>;
  /** Called with both values on every edit (controlled or not). */
  onValueChange?: (value: PasswordFormValue) => void;
  /**
   * Called with the password when a valid form is submitted. May return a promise: the form is
   * pending until it settles, then shows success, or the error's message if it rejects.
   */
  onSubmit?: (password: string) => void | Promise<void>;
  /** Called with the new strength (from `@portfolio/core`) each time the password changes. */
  onStrengthChange?: (strength: PasswordStrength) => void;
  /** Replaces any of the spec's messages (verdicts, hints, button texts). */
  messages?: Partial<PasswordFormMessages>;
  /** Password rules: `minLength` (default 8), `commonWords`, `requiredPoints` (strength 1–4 that is valid, default 3). */
  rules?: PasswordRules;
  /**
   * The password input's `name` in a surrounding form's data (default "password"); the confirm
   * input is then `${name}-confirm` (default "confirm"). `names` sets each one.
   */
  name?: string;
  /** The inputs' `name`s, as a surrounding form's data sees them (default "password" and "confirm"). */
  names?: { password?: string; confirm?: string };
  /**
   * Both fields must be filled (native `required`, default true). With `false`, a form of yours may
   * submit with both left empty (no new password); whatever is typed must still be valid.
   */
  required?: boolean;
  /** Disables both fields and every button; a disabled field is not submitted with a form. */
  disabled?: boolean;
  /** The `id` of a form of yours that the fields belong to when they are not inside it. */
  form?: string;
  /** The message shown when `onSubmit` rejects with no message of its own. */
  submitErrorMessage?: string;
}

type Field = keyof PasswordFormValue;

const EMPTY: PasswordFormValue = { password: '', confirm: '' };

/**
 * The password form's behaviour without its markup: both values (controlled or not), which
 * fields are touched, core's view of them (strength, confirmation, whether it can submit), an
 * async-aware submit and reset, and prop getters for the two inputs and the form.
 */
export function usePasswordForm({
  value,
  defaultValue,
  onValueChange,
  onSubmit,
  onStrengthChange,
  messages,
  rules,
  name,
  names,
  required = true,
  disabled = false,
  form,
  submitErrorMessage = 'The password could not be saved. Please try again.',
  ...rest
}: UsePasswordFormOptions = {}) {
  const text: PasswordFormMessages = { ...passwordFormMessages, ...messages };
  const [current, setValue] = useControllableState(
    value,
    () => ({ ...EMPTY, ...defaultValue }),
    onValueChange,
  );
  const [touched, setTouched] = useState({
    password: Boolean(defaultValue?.password),
    confirm: Boolean(defaultValue?.confirm),
  });
  const [phase, setPhase] = useState<PasswordFormPhase>('editing');
  const [error, setError] = useState<string | null>(null);
  // The submit that is still in flight: a later reset makes its result stale.
  const submission = useRef(0);

  const view = passwordFormView(
    { ...current, passwordTouched: touched.password, confirmTouched: touched.confirm },
    text,
    rules,
  );

  const touch = (field: Field) =>
    setTouched((was) => (was[field] ? was : { ...was, [field]: true }));

  const change = (field: Field, next: string, from = current) => {
    const changed = { ...from, [field]: next };
    setValue(changed);
    touch(field);
    setError(null);
    if (field === 'password') onStrengthChange?.(evaluatePasswordStrength(next, text, rules));
    return changed;
  };

  // A rejection shows its own message, or the default one.
  const fail = (thrown: unknown) => {
    setError(thrown instanceof Error && thrown.message ? thrown.message : submitErrorMessage);
    return false;
  };

  /** Submits when valid (marking both fields touched otherwise); resolves once settled. */
  const submit = async (): Promise<boolean> => {
    if (phase === 'pending') return false;
    if (!view.canSubmit) {
      setTouched({ password: true, confirm: true });
      return false;
    }
    const attempt = ++submission.current;
    setError(null);
    let result: void | Promise<void>;
    try {
      result = onSubmit?.(current.password);
    } catch (thrown) {
      return fail(thrown);
    }
    if (!(result instanceof Promise)) {
      setPhase('success');
      return true;
    }
    setPhase('pending');
    try {
      await result;
      if (attempt === submission.current) setPhase('success');
      return true;
    } catch (thrown) {
      if (attempt !== submission.current) return false;
      setPhase('editing');
      return fail(thrown);
    }
  };

  /** Empties both fields (Try Again), or returns them to `defaultValue` (a form's reset). */
  const reset = (to: PasswordFormValue = EMPTY) => {
    submission.current += 1;
    setValue(to);
    setTouched({ password: Boolean(to.password), confirm: Boolean(to.confirm) });
    setError(null);
    setPhase('editing');
  };

  // The inputs, so a page rendered on the server keeps what was typed before React hydrated:
  // React leaves the text on screen, and this reads it into the form once, on mount.
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    let from = current;
    for (const [field, input] of [
      ['password', passwordRef.current],
      ['confirm', confirmRef.current],
    ] as const) {
      if (input && input.value !== from[field]) from = change(field, input.value, from);
    }
    // Once, on mount: later edits arrive through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A form of yours that is reset (form.reset(), a reset button, a React 19 action) resets the fields.
  useFormReset(passwordRef, () => reset({ ...EMPTY, ...defaultValue }));

  const id = useId();
  const defaultNames = {
    password: name ?? 'password',
    confirm: name ? `${name}-confirm` : 'confirm',
  };
  const inputProps = (field: Field) => ({
    ref: field === 'password' ? passwordRef : confirmRef,
    name: names?.[field] ?? defaultNames[field],
    required,
    disabled,
    form,
    value: current[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => change(field, event.target.value),
    onBlur: () => touch(field),
    autoComplete: 'new-password',
    autoCapitalize: 'none',
    spellCheck: false,
  });

  return {
    /** The props given beside the hook's options: a component puts them on its root element. */
    rest,
    value: current,
    touched,
    phase,
    /** The message of a failed submit, or null. */
    error,
    /** Core's view: strength and confirmation (null until touched), `canSubmit`, `submitLabel`. */
    view,
    /** The spec's messages with any replacements. */
    messages: text,
    setPassword: (next: string) => change('password', next),
    setConfirm: (next: string) => change('confirm', next),
    touch,
    submit,
    /** Empties both fields and returns to editing (`reset(value)` sets other values). */
    reset: (to?: PasswordFormValue) => reset(to),
    /** Whether the fields are disabled. */
    disabled,
    /** Whether both fields must be filled. */
    required,
    /** The inputs (their `ref`s are in the prop getters), e.g. to move focus. */
    passwordRef,
    confirmRef,
    /** Props for the password input (ref, name, value, handlers, autocomplete, aria-invalid). */
    getPasswordInputProps: () => ({
      ...inputProps('password'),
      'aria-invalid': view.strength?.status === 'invalid',
    }),
    /** Props for the confirmation input. */
    getConfirmInputProps: () => ({
      ...inputProps('confirm'),
      'aria-invalid': view.confirmation?.status === 'invalid',
    }),
    /** Props for a `<form>` of your own: submits through `submit` (no page load). */
    getFormProps: () => ({
      id: `${id}-form`,
      noValidate: true,
      'aria-busy': phase === 'pending',
      onSubmit: (event: Pick<FormEvent, 'preventDefault'>) => {
        event.preventDefault();
        void submit();
      },
    }),
  };
}

/** What `usePasswordForm` returns: values, touched fields, core's view, actions and prop getters. */
export type UsePasswordFormResult = ReturnType<typeof usePasswordForm>;
