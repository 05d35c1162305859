import { describe, expect, it } from 'vitest';
import {
  CASE_STUDY_PASSWORD_MIN_LENGTH,
  checkCaseStudyPassword,
  classifyCaseStudyPassword,
  isBlankPassword,
  isTooShortPassword,
  type CaseStudyPasswordVerifier,
} from './case-study-password.js';
import { caseStudyPasswordMessages } from './messages.js';

/**
 * A fake verifier for the password "Open-Sesame": it answers the two questions and records
 * each one it was asked, so the tests can see what the check needed.
 */
function fakeVerifier(password = 'Open-Sesame') {
  const asked: string[] = [];
  const verifier: CaseStudyPasswordVerifier = {
    matchesExactly(candidate) {
      asked.push(`exact:${candidate}`);
      return candidate === password;
    },
    matchesIgnoringCase(candidate) {
      asked.push(`ignoring-case:${candidate}`);
      return candidate.toLowerCase() === password.toLowerCase();
    },
  };
  return { verifier, asked };
}

describe('the case-study password check, in the spec’s order (docs/spec.md §5)', () => {
  it('1. empty after trim: Password cannot be empty., and the verifier is asked nothing', async () => {
    const { verifier, asked } = fakeVerifier();
    expect(await checkCaseStudyPassword('', verifier)).toEqual({
      kind: 'empty',
      message: 'Password cannot be empty.',
    });
    expect(await checkCaseStudyPassword('   ', verifier)).toEqual({
      kind: 'empty',
      message: 'Password cannot be empty.',
    });
    expect(await checkCaseStudyPassword('\t\n\u00a0', verifier)).toEqual({
      kind: 'empty',
      message: 'Password cannot be empty.',
    });
    expect(asked).toEqual([]);
  });

  it('2. an exact match unlocks, and only the exact question is asked', async () => {
    const { verifier, asked } = fakeVerifier();
    expect(await checkCaseStudyPassword('Open-Sesame', verifier)).toEqual({
      kind: 'unlocked',
      message: '',
    });
    expect(asked).toEqual(['exact:Open-Sesame']);
  });

  it('3. a wrong entry under 3 characters: Password too short. Check your email for the correct one., without the case-insensitive question', async () => {
    const { verifier, asked } = fakeVerifier();
    expect(await checkCaseStudyPassword('ab', verifier)).toEqual({
      kind: 'too-short',
      message: 'Password too short. Check your email for the correct one.',
    });
    expect(asked).toEqual(['exact:ab']);
  });

  it('3. one character is too short as well', async () => {
    const { verifier } = fakeVerifier();
    expect((await checkCaseStudyPassword('x', verifier)).kind).toBe('too-short');
  });

  it('4. a case-insensitive match: Almost correct! Check the letter case.', async () => {
    const { verifier, asked } = fakeVerifier();
    expect(await checkCaseStudyPassword('open-sesame', verifier)).toEqual({
      kind: 'wrong-case',
      message: 'Almost correct! Check the letter case.',
    });
    expect(asked).toEqual(['exact:open-sesame', 'ignoring-case:open-sesame']);
  });

  it('5. any other wrong entry: Naah, not this. Ping me if you need.', async () => {
    const { verifier, asked } = fakeVerifier();
    expect(await checkCaseStudyPassword('nope', verifier)).toEqual({
      kind: 'wrong',
      message: 'Naah, not this. Ping me if you need.',
    });
    expect(asked).toEqual(['exact:nope', 'ignoring-case:nope']);
  });

  it('a three-character wrong entry is not too short', async () => {
    const { verifier } = fakeVerifier();
    expect(CASE_STUDY_PASSWORD_MIN_LENGTH).toBe(3);
    expect((await checkCaseStudyPassword('abc', verifier)).kind).toBe('wrong');
  });

  it('order: an exact match wins over "too short" when the password itself is short', async () => {
    const { verifier } = fakeVerifier('Ab');
    expect((await checkCaseStudyPassword('Ab', verifier)).kind).toBe('unlocked');
  });

  it('order: "too short" wins over the case-insensitive match', async () => {
    const { verifier, asked } = fakeVerifier('Ab');
    expect((await checkCaseStudyPassword('ab', verifier)).kind).toBe('too-short');
    expect(asked).toEqual(['exact:ab']);
  });

  it('order: blank wins over everything, even when the verifier would accept spaces', async () => {
    const { verifier, asked } = fakeVerifier('   ');
    expect((await checkCaseStudyPassword('   ', verifier)).kind).toBe('empty');
    expect(asked).toEqual([]);
  });

  it('the exact check sees the raw entry: surrounding spaces make it wrong', async () => {
    const { verifier, asked } = fakeVerifier();
    expect((await checkCaseStudyPassword(' Open-Sesame ', verifier)).kind).toBe('wrong');
    expect(asked).toEqual(['exact: Open-Sesame ', 'ignoring-case: Open-Sesame ']);
  });

  it('counts code points for "too short": two emoji are two characters, three are enough', async () => {
    const { verifier } = fakeVerifier();
    expect((await checkCaseStudyPassword('😀😀', verifier)).kind).toBe('too-short');
    expect((await checkCaseStudyPassword('😀😀😀', verifier)).kind).toBe('wrong');
  });

  it('counts the raw entry, spaces included, for "too short"', async () => {
    const { verifier } = fakeVerifier();
    expect((await checkCaseStudyPassword(' a', verifier)).kind).toBe('too-short');
    expect((await checkCaseStudyPassword(' a ', verifier)).kind).toBe('wrong');
  });

  it('works with a verifier that answers asynchronously (a key derivation or decryption)', async () => {
    const verifier: CaseStudyPasswordVerifier = {
      matchesExactly: async (candidate) => candidate === 'Open-Sesame',
      matchesIgnoringCase: async (candidate) => candidate.toLowerCase() === 'open-sesame',
    };
    expect((await checkCaseStudyPassword('Open-Sesame', verifier)).kind).toBe('unlocked');
    expect((await checkCaseStudyPassword('OPEN-SESAME', verifier)).kind).toBe('wrong-case');
    expect((await checkCaseStudyPassword('other', verifier)).kind).toBe('wrong');
  });

  it('uses the messages it is given', async () => {
    const { verifier } = fakeVerifier();
    const messages = {
      ...caseStudyPasswordMessages,
      empty: 'Bitte ein Passwort eingeben.',
      wrong: 'Falsch.',
    };
    expect((await checkCaseStudyPassword('', verifier, messages)).message).toBe(
      'Bitte ein Passwort eingeben.',
    );
    expect((await checkCaseStudyPassword('nope', verifier, messages)).message).toBe('Falsch.');
  });
});

describe('classifyCaseStudyPassword: the outcome from known answers', () => {
  it('gives each of the five outcomes in the spec order', () => {
    expect(classifyCaseStudyPassword(' ', { exact: true, ignoringCase: true }).kind).toBe('empty');
    expect(classifyCaseStudyPassword('ab', { exact: true, ignoringCase: true }).kind).toBe(
      'unlocked',
    );
    expect(classifyCaseStudyPassword('ab', { exact: false, ignoringCase: true }).kind).toBe(
      'too-short',
    );
    expect(classifyCaseStudyPassword('abc', { exact: false, ignoringCase: true }).kind).toBe(
      'wrong-case',
    );
    expect(classifyCaseStudyPassword('abc', { exact: false, ignoringCase: false }).kind).toBe(
      'wrong',
    );
  });

  it('carries the spec messages', () => {
    expect(classifyCaseStudyPassword('', { exact: false, ignoringCase: false }).message).toBe(
      'Password cannot be empty.',
    );
    expect(classifyCaseStudyPassword('abc', { exact: true, ignoringCase: true }).message).toBe('');
    expect(classifyCaseStudyPassword('a', { exact: false, ignoringCase: false }).message).toBe(
      'Password too short. Check your email for the correct one.',
    );
    expect(classifyCaseStudyPassword('abc', { exact: false, ignoringCase: true }).message).toBe(
      'Almost correct! Check the letter case.',
    );
    expect(classifyCaseStudyPassword('abc', { exact: false, ignoringCase: false }).message).toBe(
      'Naah, not this. Ping me if you need.',
    );
  });
});

describe('blank and too-short helpers', () => {
  it('isBlankPassword: empty or white space only', () => {
    expect(isBlankPassword('')).toBe(true);
    expect(isBlankPassword(' \t\r\n')).toBe(true);
    expect(isBlankPassword(' a ')).toBe(false);
  });

  it('isTooShortPassword: under 3 code points', () => {
    expect(isTooShortPassword('')).toBe(true);
    expect(isTooShortPassword('ab')).toBe(true);
    expect(isTooShortPassword('abc')).toBe(false);
    expect(isTooShortPassword('👩‍💻')).toBe(false);
  });
});
