import { describe, expect, it } from 'vitest';
import { cpuSlowdownFrom } from './cpu';

describe('cpuSlowdownFrom (PERF_CPU_SLOWDOWN)', () => {
  it("is Lighthouse's 4× when unset or empty", () => {
    expect(cpuSlowdownFrom(undefined)).toBe(4);
    expect(cpuSlowdownFrom('')).toBe(4);
  });
  it('takes a factor from 1 to 20, fractions included', () => {
    expect(cpuSlowdownFrom('1')).toBe(1);
    expect(cpuSlowdownFrom('2.5')).toBe(2.5);
    expect(cpuSlowdownFrom('20')).toBe(20);
  });
  it('refuses anything else with the variable named', () => {
    for (const value of ['0', '0.5', '21', 'fast', 'NaN', 'Infinity'])
      expect(() => cpuSlowdownFrom(value)).toThrow(
        /PERF_CPU_SLOWDOWN must be a number from 1 to 20/,
      );
  });
});
