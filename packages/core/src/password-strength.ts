import { passwordFormMessages } from './messages/password-form.js';
import { codePointLength } from './text.js';

export { codePointLength } from './text.js';

/** Minimum length that earns the length point (docs/spec.md §9). */
export const STRENGTH_MIN_LENGTH = 8;

/** Substrings that make a password "too common", checked case-insensitively (docs/spec.md §5). */
export const COMMON_PASSWORD_FRAGMENTS = ['password', '123456', 'qwerty', 'admin'] as const;

/** Strength from which a password can be submitted: 3, the "strong" verdict (docs/spec.md §5). */
export const STRENGTH_REQUIRED_POINTS = 3;

/**
 * The demo form's rules, each optional: an omitted one keeps the spec's value, so `{}` (or no
 * argument) gives exactly the spec's results.
 */
export interface PasswordRules {
  /** Characters (Unicode code points) that earn the length point (default {@link STRENGTH_MIN_LENGTH}, 8). */
  minLength?: number;
  /**
   * Substrings that make a password too common, checked case-insensitively; empty strings are
   * ignored (default {@link COMMON_PASSWORD_FRAGMENTS}; `[]` turns the check off).
   */
  commonWords?: readonly string[];
  /**
   * Strength from which the password is `valid` (default {@link STRENGTH_REQUIRED_POINTS}, 3).
   * Below it the status is `invalid` at 0–1 points and `warning` from 2, with hints, and the
   * verdict is `weak` or `good`; from it the verdict is `strong` (or `excellent` at 4 points).
   */
  requiredPoints?: 1 | 2 | 3 | 4;
}

/** invalid: cannot be submitted; warning: not yet enough; valid: can be submitted. */
export type ValidationStatus = 'invalid' | 'warning' | 'valid';

export type StrengthVerdict = 'common' | 'weak' | 'good' | 'strong' | 'excellent';

export interface StrengthCriteria {
  /** At least {@link STRENGTH_MIN_LENGTH} characters (Unicode code points), or the configured minimum. */
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
  /**
   * What to add next while the password is not yet valid: two hints at 0–1 points, one from 2
   * points (with the spec's rules: two when weak, one when a good start, none otherwise).
   */
  hints: string[];
  /**
   * The length hint (`messages.hintLength` with the minimum filled in) while the password cannot
   * reach `requiredPoints` without the length point, otherwise null. Never set under the spec's
   * rules: there the other three criteria always suffice.
   */
  lengthHint: string | null;
}

export type PasswordFormMessages = { [K in keyof typeof passwordFormMessages]: string };

const UPPERCASE = /\p{Lu}/u;
const DIGIT = /\p{Nd}/u;
/** Not a letter, a number, a combining mark (part of the letter before it) or white space. */
const SYMBOL = /[^\p{L}\p{M}\p{N}\p{White_Space}]/u;

/** The verdict and its message key for 0, 1, 2, 3 and 4 points. */
const VERDICTS = ['weak', 'weak', 'good', 'strong', 'excellent'] as const;
const VERDICT_MESSAGES = ['weak', 'weak', 'goodStart', 'strong', 'excellent'] as const;

/**
 * True when the password contains one of `commonWords` (default {@link COMMON_PASSWORD_FRAGMENTS}),
 * ignoring case.
 */
export function isCommonPassword(
  password: string,
  commonWords: readonly string[] = COMMON_PASSWORD_FRAGMENTS,
): boolean {
  const lower = password.toLowerCase();
  return commonWords.some((word) => word !== '' && lower.includes(word.toLowerCase()));
}

/** Which of the four strength criteria the password meets (length: at least `minLength`, default 8). */
export function strengthCriteria(
  password: string,
  minLength: number = STRENGTH_MIN_LENGTH,
): StrengthCriteria {
  return {
    length: codePointLength(password) >= minLength,
    uppercase: UPPERCASE.test(password),
    digit: DIGIT.test(password),
    symbol: SYMBOL.test(password),
  };
}

/**
 * Scores a password for the demo form (docs/spec.md §5): the common-word check first, then
 * one point each for length ≥ 8, an uppercase letter, a digit and a symbol; valid from 3 points.
 * `rules` changes the minimum length, the common words and the strength required.
 */
export function evaluatePasswordStrength(
  password: string,
  messages: PasswordFormMessages = passwordFormMessages,
  rules: PasswordRules = {},
): PasswordStrength {
  const criteria = strengthCriteria(password, rules.minLength);
  const points =
    Number(criteria.length) +
    Number(criteria.uppercase) +
    Number(criteria.digit) +
    Number(criteria.symbol);
  const common = isCommonPassword(password, rules.commonWords);
  const required = rules.requiredPoints ?? STRENGTH_REQUIRED_POINTS;
  const reached = points >= required;
  const status: ValidationStatus = common
    ? 'invalid'
    : reached
      ? 'valid'
      : points > 1
        ? 'warning'
        : 'invalid';
  const missing: string[] = [];
  if (!common && status !== 'valid') {
    if (!criteria.uppercase) missing.push(messages.hintUppercase);
    if (!criteria.digit) missing.push(messages.hintNumbers);
    if (!criteria.symbol) missing.push(messages.hintSymbols);
  }
  // The verdict follows requiredPoints: never "strong" while it cannot submit, never "weak" once it can.
  const verdictIndex = reached ? Math.max(points, 3) : Math.min(points, 2);
  // The length point is needed when the other missing criteria cannot make up the difference.
  const needsLength = !common && !reached && !criteria.length && points + missing.length < required;
  return {
    points,
    criteria,
    verdict: common ? 'common' : (VERDICTS[verdictIndex] as StrengthVerdict),
    status,
    message: messages[common ? 'tooCommon' : (VERDICT_MESSAGES[verdictIndex] as 'weak')],
    hints: missing.slice(0, points > 1 ? 1 : 2),
    lengthHint: needsLength
      ? messages.hintLength.replace('{minLength}', String(rules.minLength ?? STRENGTH_MIN_LENGTH))
      : null,
  };
}

export type ConfirmationState = 'empty' | 'typing' | 'mismatch' | 'match';

export interface PasswordConfirmation {
  state: ConfirmationState;
  status: ValidationStatus | null;
  /** Empty string when the confirm field is empty (no message). */
  message: string;
}

/** Compares the confirm field with the password (docs/spec.md §5). */
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
  /** Both fields valid: strength 3 or 4 (or the rules' `requiredPoints`), not common, and the confirmation matches. */
  canSubmit: boolean;
  /** `messages.submitReady` when it can submit, otherwise `messages.submitIncomplete`. */
  submitLabel: string;
}

/** Everything the demo form shows for its current input (docs/spec.md §5), under the spec's rules or `rules`. */
export function passwordFormView(
  input: PasswordFormInput,
  messages: PasswordFormMessages = passwordFormMessages,
  rules: PasswordRules = {},
): PasswordFormView {
  const strength = evaluatePasswordStrength(input.password, messages, rules);
  const confirmation = evaluatePasswordConfirmation(input.password, input.confirm, messages);
  const canSubmit = strength.status === 'valid' && confirmation.state === 'match';
  return {
    strength: input.passwordTouched ? strength : null,
    confirmation: input.confirmTouched ? confirmation : null,
    canSubmit,
    submitLabel: canSubmit ? messages.submitReady : messages.submitIncomplete,
  };
}
