import { describe, expect, it } from 'vitest';
import * as core from './index.js';
import {
  calls,
  expectAnswer,
  oddNumbers,
  oddStrings,
  type FunctionName,
} from '../test/odd-inputs.js';

describe('totality: every exported function answers any input, never throws', () => {
  it('has a call for every exported function', () => {
    const exported = Object.entries(core)
      .filter(([, value]) => typeof value === 'function')
      .map(([name]) => name)
      .sort();
    expect(Object.keys(calls).sort()).toEqual(exported);
  });

  it.each(Object.keys(calls) as FunctionName[])('%s', async (name) => {
    for (const [input, s] of Object.entries(oddStrings)) {
      await expectAnswer(`${name} with ${input}`, () => calls[name](s, 5));
      // A JavaScript caller may hand over a string where a number belongs.
      await expectAnswer(`${name} with ${input} as a number`, () =>
        calls[name](s, s as unknown as number),
      );
    }
    for (const n of oddNumbers) {
      await expectAnswer(`${name} with the number ${n}`, () => calls[name]('intention.', n));
    }
  });
});
