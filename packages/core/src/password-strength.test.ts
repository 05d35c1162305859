import { describe, expect, it } from 'vitest';
import {
  COMMON_PASSWORD_FRAGMENTS,
  STRENGTH_MIN_LENGTH,
  STRENGTH_REQUIRED_POINTS,
  codePointLength,
  evaluatePasswordConfirmation,
  evaluatePasswordStrength,
  isCommonPassword,
  passwordFormView,
  strengthCriteria,
} from './password-strength.js';
import { passwordFormMessages } from './messages.js';

describe('strength points (docs/spec.md §5: +1 length ≥ 8, +1 uppercase, +1 digit, +1 symbol)', () => {
  it('gives no points to an empty password', () => {
    expect(strengthCriteria('')).toEqual({
      length: false,
      uppercase: false,
      digit: false,
      symbol: false,
    });
    expect(evaluatePasswordStrength('').points).toBe(0);
  });

  it('gives the length point at 8 characters, not at 7', () => {
    expect(STRENGTH_MIN_LENGTH).toBe(8);
    expect(strengthCriteria('abcdefg').length).toBe(false);
    expect(strengthCriteria('abcdefgh').length).toBe(true);
    expect(evaluatePasswordStrength('abcdefg').points).toBe(0);
    expect(evaluatePasswordStrength('abcdefgh').points).toBe(1);
  });

  it('gives the uppercase point for one uppercase letter', () => {
    expect(strengthCriteria('abc').uppercase).toBe(false);
    expect(strengthCriteria('aBc').uppercase).toBe(true);
    expect(evaluatePasswordStrength('aBc').points).toBe(1);
  });

  it('gives the digit point for one digit', () => {
    expect(strengthCriteria('abc').digit).toBe(false);
    expect(strengthCriteria('ab3').digit).toBe(true);
    expect(evaluatePasswordStrength('ab3').points).toBe(1);
  });

  it('gives the symbol point for one symbol', () => {
    expect(strengthCriteria('abc').symbol).toBe(false);
    expect(strengthCriteria('ab!').symbol).toBe(true);
    expect(evaluatePasswordStrength('ab!').points).toBe(1);
  });

  it('gives each point once, however often the criterion is met', () => {
    expect(evaluatePasswordStrength('AAAA1111!!!!').points).toBe(4);
    expect(evaluatePasswordStrength('ABCDEFGHIJ').points).toBe(2);
  });

  it('counts characters as code points: eight emoji are eight characters', () => {
    expect(codePointLength('😀'.repeat(7))).toBe(7);
    expect(strengthCriteria('😀'.repeat(7)).length).toBe(false);
    expect(strengthCriteria('😀'.repeat(8)).length).toBe(true);
  });

  it('counts a lone surrogate half as one character', () => {
    expect(codePointLength('\uD800')).toBe(1);
    expect(codePointLength('\uDC00')).toBe(1);
    expect(codePointLength('\uD800a')).toBe(2);
    expect(codePointLength('a\uD800')).toBe(2);
    expect(codePointLength('\uD800\uD800\uDC00')).toBe(2);
  });

  it('takes uppercase letters and digits from any script', () => {
    expect(strengthCriteria('é').uppercase).toBe(false);
    expect(strengthCriteria('É').uppercase).toBe(true);
    expect(strengthCriteria('Ж').uppercase).toBe(true);
    expect(strengthCriteria('٣').digit).toBe(true);
  });

  it('does not count a space, a letter from another script or a combining accent as a symbol', () => {
    expect(strengthCriteria('a b').symbol).toBe(false);
    expect(strengthCriteria('שלום').symbol).toBe(false);
    expect(strengthCriteria('Cafe\u0301').symbol).toBe(false);
    expect(strengthCriteria('Café').symbol).toBe(false);
  });

  it('counts punctuation, currency and emoji as symbols', () => {
    expect(strengthCriteria('a-b').symbol).toBe(true);
    expect(strengthCriteria('a€').symbol).toBe(true);
    expect(strengthCriteria('a😀').symbol).toBe(true);
  });
});

describe('common words (docs/spec.md §5: password, 123456, qwerty, admin, case-insensitive, checked first)', () => {
  it('lists the four common fragments', () => {
    expect(COMMON_PASSWORD_FRAGMENTS).toEqual(['password', '123456', 'qwerty', 'admin']);
  });

  it('finds each fragment anywhere in the password', () => {
    expect(isCommonPassword('mypassword')).toBe(true);
    expect(isCommonPassword('x123456y')).toBe(true);
    expect(isCommonPassword('qwertyuiop')).toBe(true);
    expect(isCommonPassword('the-admin')).toBe(true);
    expect(isCommonPassword('12345')).toBe(false);
    expect(isCommonPassword('qwert')).toBe(false);
    expect(isCommonPassword('')).toBe(false);
  });

  it('ignores letter case', () => {
    expect(isCommonPassword('PASSWORD')).toBe(true);
    expect(isCommonPassword('PaSsWoRd')).toBe(true);
    expect(isCommonPassword('QwErTy')).toBe(true);
    expect(isCommonPassword('ADMIN')).toBe(true);
  });

  it('says Too common - try something unique (invalid) even for a strength-4 password', () => {
    const result = evaluatePasswordStrength('Password123!');
    expect(result.points).toBe(4);
    expect(result.verdict).toBe('common');
    expect(result.status).toBe('invalid');
    expect(result.message).toBe('Too common - try something unique');
    expect(result.hints).toEqual([]);
  });

  it('says Too common for a weak password containing a common word', () => {
    const result = evaluatePasswordStrength('admin');
    expect(result.points).toBe(0);
    expect(result.message).toBe('Too common - try something unique');
    expect(result.hints).toEqual([]);
  });

  it('says Too common for ADMIN in capitals with everything else', () => {
    expect(evaluatePasswordStrength('X-ADMIN-9z').message).toBe(
      'Too common - try something unique',
    );
  });
});

describe('verdicts and messages per strength (docs/spec.md §5)', () => {
  it('strength 0: Weak (invalid) with the first two hints, add uppercase and add numbers', () => {
    const result = evaluatePasswordStrength('abc');
    expect(result).toEqual({
      points: 0,
      criteria: { length: false, uppercase: false, digit: false, symbol: false },
      verdict: 'weak',
      status: 'invalid',
      message: 'Weak',
      hints: ['add uppercase', 'add numbers'],
      lengthHint: null,
    });
  });

  it('strength 0 for an empty password is Weak too', () => {
    const result = evaluatePasswordStrength('');
    expect(result.message).toBe('Weak');
    expect(result.hints).toEqual(['add uppercase', 'add numbers']);
  });

  it('strength 1 by length only: Weak with add uppercase and add numbers', () => {
    const result = evaluatePasswordStrength('abcdefgh');
    expect(result.points).toBe(1);
    expect(result.message).toBe('Weak');
    expect(result.status).toBe('invalid');
    expect(result.hints).toEqual(['add uppercase', 'add numbers']);
  });

  it('strength 1 by uppercase only: Weak with add numbers and add symbols', () => {
    const result = evaluatePasswordStrength('Abc');
    expect(result.message).toBe('Weak');
    expect(result.hints).toEqual(['add numbers', 'add symbols']);
  });

  it('strength 1 by digit only: Weak with add uppercase and add symbols', () => {
    const result = evaluatePasswordStrength('abc1');
    expect(result.message).toBe('Weak');
    expect(result.hints).toEqual(['add uppercase', 'add symbols']);
  });

  it('strength 1 by symbol only: Weak with add uppercase and add numbers', () => {
    const result = evaluatePasswordStrength('abc!');
    expect(result.message).toBe('Weak');
    expect(result.hints).toEqual(['add uppercase', 'add numbers']);
  });

  it('strength 2 by length and uppercase: Good start (warning) with add numbers', () => {
    const result = evaluatePasswordStrength('Abcdefgh');
    expect(result.points).toBe(2);
    expect(result.verdict).toBe('good');
    expect(result.status).toBe('warning');
    expect(result.message).toBe('Good start');
    expect(result.hints).toEqual(['add numbers']);
  });

  it('strength 2 by length and digit: Good start with add uppercase', () => {
    const result = evaluatePasswordStrength('abcdefg1');
    expect(result.message).toBe('Good start');
    expect(result.hints).toEqual(['add uppercase']);
  });

  it('strength 2 by length and symbol: Good start with add uppercase', () => {
    const result = evaluatePasswordStrength('abcdefg!');
    expect(result.message).toBe('Good start');
    expect(result.hints).toEqual(['add uppercase']);
  });

  it('strength 2 by uppercase and digit: Good start with add symbols', () => {
    const result = evaluatePasswordStrength('A1');
    expect(result.message).toBe('Good start');
    expect(result.hints).toEqual(['add symbols']);
  });

  it('strength 2 by uppercase and symbol: Good start with add numbers', () => {
    const result = evaluatePasswordStrength('A!');
    expect(result.message).toBe('Good start');
    expect(result.hints).toEqual(['add numbers']);
  });

  it('strength 2 by digit and symbol: Good start with add uppercase', () => {
    const result = evaluatePasswordStrength('1!');
    expect(result.message).toBe('Good start');
    expect(result.hints).toEqual(['add uppercase']);
  });

  it('strength 3: Strong password! (valid), no hints', () => {
    const result = evaluatePasswordStrength('Abcdefg1');
    expect(result.points).toBe(3);
    expect(result.verdict).toBe('strong');
    expect(result.status).toBe('valid');
    expect(result.message).toBe('Strong password!');
    expect(result.hints).toEqual([]);
  });

  it('strength 3 without the length point is Strong password! too', () => {
    const result = evaluatePasswordStrength('A1!');
    expect(result.points).toBe(3);
    expect(result.message).toBe('Strong password!');
    expect(result.status).toBe('valid');
  });

  it('strength 4: Excellent security! (valid), no hints', () => {
    const result = evaluatePasswordStrength('Abcdef1!');
    expect(result.points).toBe(4);
    expect(result.verdict).toBe('excellent');
    expect(result.status).toBe('valid');
    expect(result.message).toBe('Excellent security!');
    expect(result.hints).toEqual([]);
  });

  it('uses the messages it is given (translation)', () => {
    const messages = {
      ...passwordFormMessages,
      weak: 'Schwach',
      hintUppercase: 'Großbuchstaben',
      hintNumbers: 'Ziffern',
    };
    const result = evaluatePasswordStrength('abc', messages);
    expect(result.message).toBe('Schwach');
    expect(result.hints).toEqual(['Großbuchstaben', 'Ziffern']);
  });
});

describe('the confirm field (docs/spec.md §5)', () => {
  it('empty: no message', () => {
    expect(evaluatePasswordConfirmation('Abcdef1!', '')).toEqual({
      state: 'empty',
      status: null,
      message: '',
    });
  });

  it('a prefix of the password: Keep typing... (warning)', () => {
    expect(evaluatePasswordConfirmation('Abcdef1!', 'A')).toEqual({
      state: 'typing',
      status: 'warning',
      message: 'Keep typing...',
    });
    expect(evaluatePasswordConfirmation('Abcdef1!', 'Abcdef1')).toEqual({
      state: 'typing',
      status: 'warning',
      message: 'Keep typing...',
    });
  });

  it("not a prefix: Passwords don't match (invalid)", () => {
    expect(evaluatePasswordConfirmation('Abcdef1!', 'Abx')).toEqual({
      state: 'mismatch',
      status: 'invalid',
      message: "Passwords don't match",
    });
  });

  it('a part from the middle of the password is a mismatch, not a prefix', () => {
    expect(evaluatePasswordConfirmation('Abcdef1!', 'bcd').message).toBe("Passwords don't match");
  });

  it('a prefix in the wrong letter case is a mismatch', () => {
    expect(evaluatePasswordConfirmation('Abcdef1!', 'abc').message).toBe("Passwords don't match");
  });

  it('longer than the password is a mismatch', () => {
    expect(evaluatePasswordConfirmation('Abcdef1!', 'Abcdef1!x').message).toBe(
      "Passwords don't match",
    );
  });

  it('anything typed while the password is empty is a mismatch', () => {
    expect(evaluatePasswordConfirmation('', 'a').message).toBe("Passwords don't match");
  });

  it('equal: Passwords match perfectly! (valid)', () => {
    expect(evaluatePasswordConfirmation('Abcdef1!', 'Abcdef1!')).toEqual({
      state: 'match',
      status: 'valid',
      message: 'Passwords match perfectly!',
    });
  });

  it('uses the messages it is given', () => {
    const messages = { ...passwordFormMessages, keepTyping: 'Weiter…' };
    expect(evaluatePasswordConfirmation('Abc', 'A', messages).message).toBe('Weiter…');
  });
});

describe('the whole form: touched-only messages, submit label and enablement (docs/spec.md §5)', () => {
  it('shows no message before either field is touched, and the submit reads Please complete both fields', () => {
    const view = passwordFormView({
      password: '',
      confirm: '',
      passwordTouched: false,
      confirmTouched: false,
    });
    expect(view).toEqual({
      strength: null,
      confirmation: null,
      canSubmit: false,
      submitLabel: 'Please complete both fields',
    });
  });

  it('shows the strength once the password field is touched, even when empty', () => {
    const view = passwordFormView({
      password: '',
      confirm: '',
      passwordTouched: true,
      confirmTouched: false,
    });
    expect(view.strength?.message).toBe('Weak');
    expect(view.confirmation).toBeNull();
  });

  it('shows no strength while only the confirm field is touched', () => {
    const view = passwordFormView({
      password: 'abc',
      confirm: 'abc',
      passwordTouched: false,
      confirmTouched: true,
    });
    expect(view.strength).toBeNull();
    expect(view.confirmation?.message).toBe('Passwords match perfectly!');
  });

  it('a touched but empty confirm field shows no message', () => {
    const view = passwordFormView({
      password: 'Abcdef1!',
      confirm: '',
      passwordTouched: true,
      confirmTouched: true,
    });
    expect(view.confirmation).toEqual({ state: 'empty', status: null, message: '' });
    expect(view.canSubmit).toBe(false);
  });

  it('Strong password! and a match: enabled, Set Password', () => {
    const view = passwordFormView({
      password: 'Abcdefg1',
      confirm: 'Abcdefg1',
      passwordTouched: true,
      confirmTouched: true,
    });
    expect(view.strength?.message).toBe('Strong password!');
    expect(view.confirmation?.message).toBe('Passwords match perfectly!');
    expect(view.canSubmit).toBe(true);
    expect(view.submitLabel).toBe('Set Password');
  });

  it('Excellent security! and a match: enabled, Set Password', () => {
    const view = passwordFormView({
      password: 'Abcdef1!',
      confirm: 'Abcdef1!',
      passwordTouched: true,
      confirmTouched: true,
    });
    expect(view.canSubmit).toBe(true);
    expect(view.submitLabel).toBe('Set Password');
  });

  it('Good start and a match: disabled, Please complete both fields', () => {
    const view = passwordFormView({
      password: 'Abcdefgh',
      confirm: 'Abcdefgh',
      passwordTouched: true,
      confirmTouched: true,
    });
    expect(view.strength?.message).toBe('Good start');
    expect(view.canSubmit).toBe(false);
    expect(view.submitLabel).toBe('Please complete both fields');
  });

  it('Weak and a match: disabled', () => {
    const view = passwordFormView({
      password: 'abc',
      confirm: 'abc',
      passwordTouched: true,
      confirmTouched: true,
    });
    expect(view.canSubmit).toBe(false);
    expect(view.submitLabel).toBe('Please complete both fields');
  });

  it('Too common and a match: disabled', () => {
    const view = passwordFormView({
      password: 'Password123!',
      confirm: 'Password123!',
      passwordTouched: true,
      confirmTouched: true,
    });
    expect(view.strength?.message).toBe('Too common - try something unique');
    expect(view.canSubmit).toBe(false);
    expect(view.submitLabel).toBe('Please complete both fields');
  });

  it('Excellent security! while the confirm is still a prefix: disabled', () => {
    const view = passwordFormView({
      password: 'Abcdef1!',
      confirm: 'Abcd',
      passwordTouched: true,
      confirmTouched: true,
    });
    expect(view.confirmation?.message).toBe('Keep typing...');
    expect(view.canSubmit).toBe(false);
  });

  it('Excellent security! with a mismatch: disabled', () => {
    const view = passwordFormView({
      password: 'Abcdef1!',
      confirm: 'Abcdef1?',
      passwordTouched: true,
      confirmTouched: true,
    });
    expect(view.confirmation?.message).toBe("Passwords don't match");
    expect(view.canSubmit).toBe(false);
  });

  it('uses the messages it is given for the submit label', () => {
    const messages = {
      ...passwordFormMessages,
      submitReady: 'Passwort setzen',
      submitIncomplete: 'Bitte beide Felder ausfüllen',
    };
    const ready = passwordFormView(
      { password: 'Abcdef1!', confirm: 'Abcdef1!', passwordTouched: true, confirmTouched: true },
      messages,
    );
    const incomplete = passwordFormView(
      { password: '', confirm: '', passwordTouched: false, confirmTouched: false },
      messages,
    );
    expect(ready.submitLabel).toBe('Passwort setzen');
    expect(incomplete.submitLabel).toBe('Bitte beide Felder ausfüllen');
  });
});

describe('configurable rules (minimum length, common words, required strength)', () => {
  it('requires strength 3 by default (the property test checks omitted rules change nothing)', () => {
    expect(STRENGTH_REQUIRED_POINTS).toBe(3);
    expect(evaluatePasswordStrength('sunset42', passwordFormMessages, {}).status).toBe('warning');
    expect(evaluatePasswordStrength('Sunset42', passwordFormMessages, {}).status).toBe('valid');
  });

  it('minLength moves the length point', () => {
    expect(strengthCriteria('abcdefghijk', 12).length).toBe(false);
    expect(strengthCriteria('abcdefghijkl', 12).length).toBe(true);
    expect(strengthCriteria('abcd', 4).length).toBe(true);
    // 'Sunset42' is Strong under the spec, only a Good start when 12 characters are required.
    const longer = evaluatePasswordStrength('Sunset42', passwordFormMessages, { minLength: 12 });
    expect(longer).toMatchObject({ points: 2, verdict: 'good', status: 'warning' });
    expect(longer.message).toBe('Good start');
    expect(longer.hints).toEqual(['add symbols']);
  });

  it('commonWords replaces the list, case-insensitively on both sides', () => {
    expect(isCommonPassword('my-Sunset', ['sunSET'])).toBe(true);
    expect(isCommonPassword('Password123!', ['sunset'])).toBe(false);
    const result = evaluatePasswordStrength('Portfolio#2026', passwordFormMessages, {
      commonWords: ['PORTFOLIO'],
    });
    expect(result).toMatchObject({ verdict: 'common', status: 'invalid', hints: [] });
    expect(result.message).toBe('Too common - try something unique');
  });

  it('an empty commonWords list turns the check off; empty words match nothing', () => {
    expect(
      evaluatePasswordStrength('Password123!', passwordFormMessages, { commonWords: [] }),
    ).toMatchObject({ verdict: 'excellent', status: 'valid', message: 'Excellent security!' });
    expect(isCommonPassword('anything', [''])).toBe(false);
    expect(isCommonPassword('', ['', 'x'])).toBe(false);
  });

  it('requiredPoints 4: three points are only a Good start, with a hint at what is missing', () => {
    const rules = { requiredPoints: 4 } as const;
    const three = evaluatePasswordStrength('Sunset42', passwordFormMessages, rules);
    expect(three).toMatchObject({ points: 3, verdict: 'good', status: 'warning' });
    expect(three.message).toBe('Good start');
    expect(three.hints).toEqual(['add symbols']);
    expect(three.lengthHint).toBeNull();
    expect(evaluatePasswordStrength('Sunset#42', passwordFormMessages, rules)).toMatchObject({
      verdict: 'excellent',
      status: 'valid',
      hints: [],
    });
  });

  it('requiredPoints 2: two points are valid, so the verdict is Strong password! and no hint shows', () => {
    const result = evaluatePasswordStrength('sunset42', passwordFormMessages, {
      requiredPoints: 2,
    });
    expect(result).toMatchObject({ points: 2, verdict: 'strong', status: 'valid', hints: [] });
    expect(result.message).toBe('Strong password!');
  });

  it("the README's rules: a short password with every other criterion names the length (issue 32)", () => {
    const rules = { minLength: 12, commonWords: ['acme', 'password'], requiredPoints: 4 } as const;
    const result = evaluatePasswordStrength('Short1!A', passwordFormMessages, rules);
    expect(result).toMatchObject({ points: 3, verdict: 'good', status: 'warning', hints: [] });
    expect(result.message).toBe('Good start');
    expect(result.lengthHint).toBe('use at least 12 characters');
    const long = evaluatePasswordStrength('Shorter1!Abcd', passwordFormMessages, rules);
    expect(long).toMatchObject({ verdict: 'excellent', status: 'valid', lengthHint: null });
  });

  it('the length hint takes a translated message with the minimum filled in', () => {
    const result = evaluatePasswordStrength(
      'Ab1!',
      { ...passwordFormMessages, hintLength: 'mindestens {minLength} Zeichen' },
      { requiredPoints: 4 },
    );
    expect(result.lengthHint).toBe('mindestens 8 Zeichen');
  });

  it('requiredPoints 1: one point is valid, none is still invalid with two hints', () => {
    const rules = { requiredPoints: 1 } as const;
    expect(evaluatePasswordStrength('sunset42', passwordFormMessages, rules).status).toBe('valid');
    expect(evaluatePasswordStrength('abc', passwordFormMessages, rules)).toMatchObject({
      points: 0,
      verdict: 'weak',
      status: 'invalid',
      hints: ['add uppercase', 'add numbers'],
    });
  });

  it('a common word stays invalid whatever the required strength', () => {
    expect(
      evaluatePasswordStrength('MyPassword#42', passwordFormMessages, { requiredPoints: 1 }).status,
    ).toBe('invalid');
  });

  it('the form view follows the rules: a Good start with a match can submit at requiredPoints 2', () => {
    const input = {
      password: 'sunset42',
      confirm: 'sunset42',
      passwordTouched: true,
      confirmTouched: true,
    };
    expect(passwordFormView(input).canSubmit).toBe(false);
    const view = passwordFormView(input, passwordFormMessages, { requiredPoints: 2 });
    expect(view.canSubmit).toBe(true);
    expect(view.submitLabel).toBe('Set Password');
    expect(
      passwordFormView(
        { ...input, password: 'Sunset42', confirm: 'Sunset42' },
        passwordFormMessages,
        { minLength: 10 },
      ).canSubmit,
    ).toBe(false);
  });
});
