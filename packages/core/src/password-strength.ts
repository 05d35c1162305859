import { passwordFormMessages } from './messages/password-form.js';
import { codePointLength } from './text.js';

export { codePointLength } from './text.js';

/** Minimum length that earns the length point (spec §9). */
export const STRENGTH_MIN_LENGTH = 8;

/** Substrings that make a password "too common", checked case-insensitively (spec §5). */
export const COMMON_PASSWORD_FRAGMENTS = ['password', '123456', 'qwerty', 'admin'] as const;

/** invalid: cannot be submitted; warning: not yet enough; valid: can be submitted. */
export type ValidationStatus = 'invalid' | 'warning' | 'valid';

export type StrengthVerdict = 'common' | 'weak' | 'good' | 'strong' | 'excellent';

export interface StrengthCriteria {
  /** At least {@link STRENGTH_MIN_LENGTH} characters (Unicode code points). */
  length: boolean;
  /** At least one uppercase letter (any script). */
  uppercase: boolean;
  /** At least one decimal digit (any script). */
  digit: boolean;
  /** At least one character that is neither a letter, a number nor white space. */
  symbol: boolean;
}

export interface PasswordStrength {
  /** 0 to 4: one point per met criterion. */
  points: number;
  criteria: StrengthCriteria;
  verdict: StrengthVerdict;
  status: ValidationStatus;
  /** The verdict's message, from `passwordFormMessages`: weak, goodStart, strong, excellent or tooCommon. */
  message: string;
  /** What to add next: two hints when weak, one when a good start, none otherwise. */
  hints: string[];
}

export type PasswordFormMessages = { [K in keyof typeof passwordFormMessages]: string };

const UPPERCASE = /\p{Lu}/u;
const DIGIT = /\p{Nd}/u;
/** Not a letter, a number, a combining mark (part of the letter before it) or white space. */
const SYMBOL = /[^\p{L}\p{M}\p{N}\p{White_Space}]/u;

/** True when the password contains one of {@link COMMON_PASSWORD_FRAGMENTS}, ignoring case. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  return COMMON_PASSWORD_FRAGMENTS.some((fragment) => lower.includes(fragment));
}

/** Which of the four strength criteria the password meets. */
export function strengthCriteria(password: string): StrengthCriteria {
  return {
    length: codePointLength(password) >= STRENGTH_MIN_LENGTH,
    uppercase: UPPERCASE.test(password),
    digit: DIGIT.test(password),
    symbol: SYMBOL.test(password),
  };
}

/**
 * Scores a password for the demo form (spec §5): the common-word check first, then
 * one point each for length ≥ 8, an uppercase letter, a digit and a symbol.
 */
export function evaluatePasswordStrength(
  password: string,
  messages: PasswordFormMessages = passwordFormMessages,
): PasswordStrength {
  const criteria = strengthCriteria(password);
  const points =
    Number(criteria.length) +
    Number(criteria.uppercase) +
    Number(criteria.digit) +
    Number(criteria.symbol);
  if (isCommonPassword(password)) {
    return {
      points,
      criteria,
      verdict: 'common',
      status: 'invalid',
      message: messages.tooCommon,
      hints: [],
    };
  }
  const missing: string[] = [];
  if (!criteria.uppercase) missing.push(messages.hintUppercase);
  if (!criteria.digit) missing.push(messages.hintNumbers);
  if (!criteria.symbol) missing.push(messages.hintSymbols);
  if (points <= 1) {
    return {
      points,
      criteria,
      verdict: 'weak',
      status: 'invalid',
      message: messages.weak,
      hints: missing.slice(0, 2),
    };
  }
  if (points === 2) {
    return {
      points,
      criteria,
      verdict: 'good',
      status: 'warning',
      message: messages.goodStart,
      hints: missing.slice(0, 1),
    };
  }
  if (points === 3) {
    return {
      points,
      criteria,
      verdict: 'strong',
      status: 'valid',
      message: messages.strong,
      hints: [],
    };
  }
  return {
    points,
    criteria,
    verdict: 'excellent',
    status: 'valid',
    message: messages.excellent,
    hints: [],
  };
}

export type ConfirmationState = 'empty' | 'typing' | 'mismatch' | 'match';

export interface PasswordConfirmation {
  state: ConfirmationState;
  status: ValidationStatus | null;
  /** Empty string when the confirm field is empty (no message). */
  message: string;
}

/** Compares the confirm field with the password (spec §5). */
export function evaluatePasswordConfirmation(
  password: string,
  confirm: string,
  messages: PasswordFormMessages = passwordFormMessages,
): PasswordConfirmation {
  if (confirm === '') return { state: 'empty', status: null, message: '' };
  if (confirm === password) return { state: 'match', status: 'valid', message: messages.match };
  if (password.startsWith(confirm))
    return { state: 'typing', status: 'warning', message: messages.keepTyping };
  return { state: 'mismatch', status: 'invalid', message: messages.mismatch };
}

export interface PasswordFormInput {
  password: string;
  confirm: string;
  /** The password field has been edited or left at least once. */
  passwordTouched: boolean;
  /** The confirm field has been edited or left at least once. */
  confirmTouched: boolean;
}

export interface PasswordFormView {
  /** Null until the password field is touched: no message before that. */
  strength: PasswordStrength | null;
  /** Null until the confirm field is touched. */
  confirmation: PasswordConfirmation | null;
  /** Both fields valid: strength 3 or 4 (not common) and the confirmation matches. */
  canSubmit: boolean;
  /** `messages.submitReady` when it can submit, otherwise `messages.submitIncomplete`. */
  submitLabel: string;
}

/** Everything the demo form shows for its current input (spec §5). */
export function passwordFormView(
  input: PasswordFormInput,
  messages: PasswordFormMessages = passwordFormMessages,
): PasswordFormView {
  const strength = evaluatePasswordStrength(input.password, messages);
  const confirmation = evaluatePasswordConfirmation(input.password, input.confirm, messages);
  const canSubmit = strength.status === 'valid' && confirmation.state === 'match';
  return {
    strength: input.passwordTouched ? strength : null,
    confirmation: input.confirmTouched ? confirmation : null,
    canSubmit,
    submitLabel: canSubmit ? messages.submitReady : messages.submitIncomplete,
  };
}
