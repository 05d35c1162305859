import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as core from './index.js';
import {
  INTRO_QUOTE,
  caseStudyPasswordMessages,
  pageMessages,
  passwordFormMessages,
  progressMessages,
} from './messages.js';

const sourceDir = new URL('.', import.meta.url);

/** Every non-test source file of packages/core/src (sub-folders included), with its text. */
function sourceFiles(): { name: string; text: string }[] {
  return readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => ({ name, text: readFileSync(new URL(name, sourceDir), 'utf8') }));
}

function occurrences(text: string, needle: string): number {
  return text.split(needle).length - 1;
}

describe('the spec’s strings (docs/spec.md §4, §5, §8), exactly as written', () => {
  it('demo password form', () => {
    expect(passwordFormMessages).toEqual({
      tooCommon: 'Too common - try something unique',
      weak: 'Weak',
      goodStart: 'Good start',
      strong: 'Strong password!',
      excellent: 'Excellent security!',
      hintUppercase: 'add uppercase',
      hintNumbers: 'add numbers',
      hintSymbols: 'add symbols',
      hintLength: 'use at least {minLength} characters',
      keepTyping: 'Keep typing...',
      mismatch: "Passwords don't match",
      match: 'Passwords match perfectly!',
      submitIncomplete: 'Please complete both fields',
      submitReady: 'Set Password',
      success: 'Password Created!',
      tryAgain: 'Try Again',
    });
  });

  it('case-study password modal', () => {
    expect(caseStudyPasswordMessages).toEqual({
      empty: 'Password cannot be empty.',
      tooShort: 'Password too short. Check your email for the correct one.',
      wrongCase: 'Almost correct! Check the letter case.',
      wrong: 'Naah, not this. Ping me if you need.',
      wrongDisplay: 'Wrong Password! Try again or',
      pingLink: 'Ping me on LinkedIn',
      hint: 'Case-sensitive password required',
    });
  });

  it('error catalogue, 404, loading and toast', () => {
    expect(pageMessages).toEqual({
      errorTitle: 'Something went wrong',
      errorBody: 'We encountered an unexpected error. Please refresh the page or try again later.',
      refreshPage: 'Refresh Page',
      goToHome: 'Go to Home',
      notFoundTitle: 'Lost in the grid.',
      notFoundBody: "The page you're looking for doesn't exist.",
      backToHome: 'Back to Home',
      exploreProjects: 'Explore Projects',
      loading: 'Loading...',
      emailCopied: 'Email copied',
    });
  });

  it('progress demo', () => {
    expect(progressMessages).toEqual({
      start: 'Start Process',
      complete: 'Processing Complete!',
      processAgain: 'Process Again',
    });
  });

  it('intro quote, without the quotation marks the overlay adds', () => {
    expect(INTRO_QUOTE).toBe('Sometimes design is knowing what not to design.');
  });
});

describe('every message is written exactly once and exported', () => {
  const groups = {
    passwordFormMessages,
    caseStudyPasswordMessages,
    pageMessages,
    progressMessages,
  };
  const messages: { name: string; text: string }[] = [
    ...Object.entries(groups).flatMap(([group, values]) =>
      Object.entries(values).map(([key, text]) => ({ name: `${group}.${key}`, text })),
    ),
    { name: 'INTRO_QUOTE', text: INTRO_QUOTE },
  ];

  it('reads the source files (the check below has something to count in)', () => {
    const names = sourceFiles().map((file) => file.name);
    expect(names).toContain('messages.ts');
    expect(names).toContain('messages/password-form.ts');
    expect(names).toContain('password-strength.ts');
    expect(names).not.toContain('messages.test.ts');
    expect(messages.length).toBe(16 + 7 + 10 + 3 + 1);
  });

  it.each(messages)(
    '$name appears exactly once across the non-test sources of packages/core/src',
    ({ text }) => {
      const found = sourceFiles()
        .map((file) => ({ file: file.name, count: occurrences(file.text, text) }))
        .filter((hit) => hit.count > 0);
      expect(found).toHaveLength(1);
      expect(found[0]?.count).toBe(1);
      expect(found[0]?.file).toMatch(/^messages\/[a-z-]+\.ts$/);
    },
  );

  it('no two messages are the same text', () => {
    const texts = messages.map((message) => message.text);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('the package index exports every message group and the quote', () => {
    expect(core.passwordFormMessages).toBe(passwordFormMessages);
    expect(core.caseStudyPasswordMessages).toBe(caseStudyPasswordMessages);
    expect(core.pageMessages).toBe(pageMessages);
    expect(core.progressMessages).toBe(progressMessages);
    expect(core.INTRO_QUOTE).toBe(INTRO_QUOTE);
  });

  it.each(messages)('$name is reachable from the package index', ({ name, text }) => {
    const [group, key] = name.split('.') as [string, string | undefined];
    const exported = (core as unknown as Record<string, unknown>)[group];
    const value = key === undefined ? exported : (exported as Record<string, unknown>)[key];
    expect(value).toBe(text);
  });
});
