import { describe, expect, it } from 'vitest';
import * as core from './index.js';
import { HUGE, calls, fastestMs, oddStrings, type FunctionName } from '../test/odd-inputs.js';

// Timings move with the machine's load: `pnpm perf` runs this file, `pnpm test` does not.
describe('linear time: 100 000 characters take well under 200 ms', () => {
  const hugeInputs = Object.entries(oddStrings).filter(([name]) => name.startsWith('huge'));

  it('has five huge inputs of 100 000 UTF-16 units each', () => {
    expect(hugeInputs.map(([, s]) => s.length)).toEqual([HUGE, HUGE, HUGE, HUGE, HUGE]);
  });

  it.each(Object.keys(calls) as FunctionName[])('%s', async (name) => {
    for (const [, s] of hugeInputs) {
      expect(await fastestMs(() => calls[name](s, s.length))).toBeLessThan(200);
    }
  });

  it('a list of 100 000 sections is scanned in well under 200 ms', async () => {
    const sections = Array.from({ length: HUGE }, (_, i) => ({
      id: `section-${i}`,
      top: i - HUGE / 2,
    }));
    expect(await fastestMs(() => core.activeSectionId(sections, 500))).toBeLessThan(200);
    expect(core.activeSectionId(sections, 500)).toBe(`section-${HUGE / 2 + 80}`);
  });

  it('a typewriter with 100 000 one-character words finds its frame in well under 200 ms', async () => {
    const words = Array.from({ length: HUGE }, (_, i) => String.fromCharCode(97 + (i % 26)));
    expect(await fastestMs(() => core.typewriterAt(1e15, words))).toBeLessThan(200);
  });

  it('a quadratic check would not pass: 10× the input takes far less than 100× the time', async () => {
    const small = 'Aa1!😀'.repeat(2_000);
    const large = 'Aa1!😀'.repeat(20_000);
    const work = (s: string) => {
      core.evaluatePasswordStrength(s);
      core.evaluatePasswordConfirmation(s, s.slice(0, -1));
      core.codePointLength(s);
      core.typewriterAt(1234, [s]);
    };
    // Warm up so the JIT does not make the first size look slow.
    work(small);
    work(large);
    const smallMs = Math.max(await fastestMs(() => work(small)), 0.05);
    const largeMs = await fastestMs(() => work(large));
    expect(largeMs / smallMs).toBeLessThan(50);
  });
});
