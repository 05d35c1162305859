import { performance } from 'node:perf_hooks';
import { expect } from 'vitest';
import * as core from '../src/index.js';
import type { Billing, ProgressState, StorageLike, Theme } from '../src/index.js';

/**
 * Odd inputs for every exported function (src/totality.test.ts) and the linear-time check
 * (src/linear-time.perf.test.ts, run by `pnpm perf`). Every exported function is total (issue: "empty, huge (100 000 characters) and odd Unicode
 * input give an answer in linear time, never a throw"). Each function gets a call below that
 * puts the odd string into every string slot and the odd number into every number slot.
 */

export const HUGE = 100_000;

/** `unit` repeated to exactly 100 000 UTF-16 units (the cut may split a surrogate pair: odder still). */
export function huge(unit: string): string {
  return unit.repeat(Math.ceil(HUGE / unit.length)).slice(0, HUGE);
}

export const oddStrings: Record<string, string> = {
  empty: '',
  'huge ASCII': huge('a'),
  'huge emoji (surrogate pairs)': huge('😀'),
  'huge mixed': huge('Aa1!😀e\u0301ש\u0000\uD800#%'),
  'huge white space': huge(' \t\u00a0'),
  'huge common word': huge('PaSsWoRd'),
  emoji: '👩🏽‍💻🇮🇳',
  'lone high surrogate': '\uD800',
  'lone low surrogate': '\uDC00',
  'surrogates reversed': '\uDC00\uD800',
  'combining marks': 'e\u0301\u0302\u0303\u0304',
  RTL: 'שלום مرحبا \u202Eabc\u202C',
  NUL: '\u0000',
  'zero width': '\u200B\u200D\uFEFF',
  'dotted capital I (grows when lower-cased)': 'İ',
  'bad percent-encoding': '#%E0%A4%A',
  'looks like a number': '1e3',
};

export const oddNumbers = [
  Number.NaN,
  Infinity,
  -Infinity,
  -0,
  0,
  -1,
  0.5,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
];

export function memoryStorage(): StorageLike {
  const entries = new Map<string, string>();
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

export function runningState(n: number): ProgressState {
  return { status: 'running', stepIndex: n, elapsedMs: n, gapElapsedMs: n };
}

export function step(s: string) {
  return { id: s, label: s, description: s, estimatedTime: s, tips: s };
}

export type Exports = typeof core;
export type FunctionName = {
  [K in keyof Exports]: Exports[K] extends (...args: never[]) => unknown ? K : never;
}[keyof Exports];

/** One call per exported function: `s` goes into string slots, `n` into number slots. */
export const calls: Record<FunctionName, (s: string, n: number) => unknown> = {
  activeSectionId: (s, n) =>
    core.activeSectionId(
      [
        { id: s, top: n },
        { id: s.slice(1), top: 0 },
      ],
      n,
    ),
  backDestination: (_s, n) => core.backDestination(n),
  cardClickWrites: (s) => core.cardClickWrites(s),
  caseStudyAccessKey: (s) => core.caseStudyAccessKey(s),
  checkCaseStudyPassword: (s) =>
    core.checkCaseStudyPassword(s, {
      matchesExactly: (candidate) => candidate === 'Open-Sesame',
      matchesIgnoringCase: async (candidate) => candidate.toLowerCase() === 'open-sesame',
    }),
  chunkErrorAction: (s) => core.chunkErrorAction(s),
  clampTeamSize: (_s, n) => core.clampTeamSize(n),
  classifyCaseStudyPassword: (s) =>
    core.classifyCaseStudyPassword(s, { exact: false, ignoringCase: s.length % 2 === 0 }),
  codePointLength: (s) => core.codePointLength(s),
  copyWithFallback: (s) =>
    core.copyWithFallback(
      s,
      s.length % 2 === 0 ? async () => undefined : () => Promise.reject(new Error(s)),
    ),
  createPricingReducer: (s, n) => {
    const reducer = core.createPricingReducer({
      plans: [{ id: s, name: s, price: n }],
      addOns: [{ id: s, name: s, price: n }],
      includedUsers: n,
      extraUserPrice: n,
      minTeamSize: n,
      maxTeamSize: n,
      annualDiscountPercent: n,
      defaults: { planId: s, teamSize: n, addOnIds: [s], billing: 'annual' },
    });
    return reducer(reducer(core.DEFAULT_PRICING_STATE, { type: 'toggle-add-on', addOnId: s }), {
      type: 'select-plan',
      planId: s,
    });
  },
  createProgressReducer: (s, n) => {
    const reducer = core.createProgressReducer({
      steps: [step(s), step(s)],
      completeStep: step(s),
      stepDurationMs: n,
      tickMs: n,
      gapMs: n,
    });
    return reducer(reducer(core.INITIAL_PROGRESS_STATE, { type: 'start' }), {
      type: 'tick',
      ms: n,
    });
  },
  createSafeStorage: (s) => {
    const storage = core.createSafeStorage(memoryStorage);
    storage.set(s, s);
    storage.setFlag(s);
    const answers = [storage.get(s), storage.hasFlag(s), storage.remove(s)];
    return answers;
  },
  currentProgressStep: (s, n) =>
    core.currentProgressStep({ ...runningState(n), status: s as ProgressState['status'] }),
  currentStepPercent: (_s, n) => core.currentStepPercent(runningState(n)),
  decideIntro: (s) =>
    core.decideIntro({
      path: s,
      prequoteShown: s,
      appInit: s,
      sessionStartedPath: s,
      skipQuoteOnce: s,
      isReload: s.length % 2 === 0,
    }),
  differsFromDefaults: (s, n) =>
    core.differsFromDefaults({ planId: s, teamSize: n, addOnIds: [s, s], billing: s as Billing }),
  evaluatePasswordConfirmation: (s) => [
    core.evaluatePasswordConfirmation(s, s),
    core.evaluatePasswordConfirmation(s, s.slice(0, s.length / 2)),
    core.evaluatePasswordConfirmation(s, `${s}x`),
  ],
  evaluatePasswordStrength: (s) => core.evaluatePasswordStrength(s),
  findPlan: (s) => core.findPlan(s),
  hashScrollTarget: (s) => [
    core.hashScrollTarget(s, false),
    core.hashScrollTarget(`#${s}`, false),
    core.hashScrollTarget(s, true),
  ],
  homeLeaveWrites: (_s, n) => core.homeLeaveWrites(n),
  introCompletedWrites: () => core.introCompletedWrites(),
  introPhaseAt: (_s, n) => core.introPhaseAt(n),
  isBlankPassword: (s) => core.isBlankPassword(s),
  isCommonPassword: (s) => core.isCommonPassword(s),
  isTooShortPassword: (s) => core.isTooShortPassword(s),
  msUntilNextIntroPhase: (_s, n) => core.msUntilNextIntroPhase(n),
  navVisibleAfterScroll: (_s, n) => core.navVisibleAfterScroll(n, n / 2, false),
  normaliseProgressConfig: (s, n) =>
    core.normaliseProgressConfig({
      steps: [step(s)],
      completeStep: step(s),
      stepDurationMs: n,
      tickMs: n,
      gapMs: n,
    }),
  overallPercent: (_s, n) => core.overallPercent(runningState(n)),
  passwordFormView: (s) =>
    core.passwordFormView({ password: s, confirm: s, passwordTouched: true, confirmTouched: true }),
  priceQuote: (s, n) =>
    core.priceQuote({ planId: s, teamSize: n, addOnIds: [s], billing: s as Billing }),
  pricingReducer: (s, n) => [
    core.pricingReducer(core.DEFAULT_PRICING_STATE, { type: 'select-plan', planId: s }),
    core.pricingReducer(core.DEFAULT_PRICING_STATE, { type: 'set-team-size', teamSize: n }),
    core.pricingReducer(core.DEFAULT_PRICING_STATE, {
      type: 'set-add-on',
      addOnId: s,
      enabled: true,
    }),
    core.pricingReducer(core.DEFAULT_PRICING_STATE, { type: s } as never),
  ],
  progressReducer: (s, n) => [
    core.progressReducer(runningState(n), { type: 'tick', ms: n }),
    core.progressReducer(core.INITIAL_PROGRESS_STATE, { type: s } as never),
  ],
  resolveTheme: (s) => core.resolveTheme(s),
  scrollOnArrival: (s, n) =>
    core.scrollOnArrival({
      pathname: s,
      navigationType: s as never,
      returnTargetId: s,
      returnTargetTop: n,
    }),
  stepPercent: (_s, n) => core.stepPercent(runningState(n), n),
  stepStatus: (_s, n) => core.stepStatus(runningState(n), n),
  strengthCriteria: (s) => core.strengthCriteria(s),
  toggleTheme: (s) => core.toggleTheme(s as Theme),
  totalRunMs: (_s, n) =>
    core.totalRunMs({ ...core.DEFAULT_PROGRESS_CONFIG, stepDurationMs: n, gapMs: n }),
  typewriterAt: (s, n) => core.typewriterAt(n, [s, s.slice(0, 3)]),
  typewriterCycleMs: (s) => core.typewriterCycleMs([s, s]),
};

/** Runs a call, waiting when it returns a promise; it must neither throw nor answer undefined. */
export async function expectAnswer(label: string, call: () => unknown): Promise<void> {
  let result: unknown;
  try {
    result = await call();
  } catch (error) {
    throw new Error(`${label} threw: ${String(error)}`);
  }
  expect(result, label).not.toBeUndefined();
}

/** The fastest of up to five runs, in ms: a slow machine or a GC pause does not fail the test. */
export async function fastestMs(call: () => unknown): Promise<number> {
  let best = Infinity;
  for (let attempt = 0; attempt < 5 && best >= 50; attempt++) {
    const start = performance.now();
    await call();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}
