import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TYPEWRITER_WORDS, typewriterAt, typewriterCycleMs } from './typewriter.js';

/** Any time: whole ms, fractions, negative, NaN, ±Infinity, huge. */
const anyMs = fc.oneof(
  fc.integer({ min: -1000, max: 100_000 }),
  fc.double(),
  fc.constantFrom(Number.NaN, Infinity, -Infinity, Number.MAX_VALUE),
);

/** A single code point anywhere in Unicode, lone surrogate halves included. */
const anyCodePoint = fc
  .integer({ min: 0, max: 0x10ffff })
  .map((codePoint) => String.fromCodePoint(codePoint));
const anyWords = fc.array(fc.string({ unit: anyCodePoint, maxLength: 12 }), {
  minLength: 1,
  maxLength: 6,
});

const anyTiming = fc.record({
  typeMs: fc.integer({ min: 1, max: 300 }),
  deleteMs: fc.integer({ min: 1, max: 300 }),
  pauseMs: fc.integer({ min: 0, max: 5000 }),
});

describe('typewriter properties', () => {
  it('the text is always a prefix of the current word (spec words)', () => {
    fc.assert(
      fc.property(anyMs, (ms) => {
        const frame = typewriterAt(ms);
        expect(TYPEWRITER_WORDS[frame.wordIndex]).toBe(frame.word);
        expect(frame.word.startsWith(frame.text)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('the text is always a prefix of the current word (any words, any timings)', () => {
    fc.assert(
      fc.property(anyMs, anyWords, anyTiming, (ms, words, timing) => {
        const frame = typewriterAt(ms, words, timing);
        expect(frame.wordIndex).toBeGreaterThanOrEqual(0);
        expect(frame.wordIndex).toBeLessThan(words.length);
        expect(words[frame.wordIndex]).toBe(frame.word);
        expect(frame.word.startsWith(frame.text)).toBe(true);
        expect(frame.msUntilNextChange).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });

  it('the full word shows only while pausing, for exactly the pause (spec words)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 * typewriterCycleMs() }), (ms) => {
        const frame = typewriterAt(ms);
        expect(frame.text === frame.word).toBe(frame.phase === 'pausing');
        if (frame.phase === 'pausing') expect(frame.msUntilNextChange).toBeLessThanOrEqual(2000);
      }),
      { numRuns: 1000 },
    );
  });

  it('msUntilNextChange is exact: the text is the same until then and different at that moment (spec words)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 * typewriterCycleMs() }), (ms) => {
        const frame = typewriterAt(ms);
        const wait = frame.msUntilNextChange;
        expect(Number.isInteger(wait)).toBe(true);
        expect(typewriterAt(ms + wait - 1).text).toBe(frame.text);
        expect(typewriterAt(ms + wait).text).not.toBe(frame.text);
      }),
      { numRuns: 1000 },
    );
  });

  it('the text changes by one character at a time (spec words)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 * typewriterCycleMs() }), (ms) => {
        const before = Array.from(typewriterAt(ms).text).length;
        const after = Array.from(typewriterAt(ms + 1).text).length;
        // Typing adds one; deleting removes one; a new word begins empty, like the one before ended.
        expect(Math.abs(after - before)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 1000 },
    );
  });

  it('repeats every cycle', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1000 }),
        (ms, cycles) => {
          expect(typewriterAt(ms + cycles * typewriterCycleMs())).toEqual(typewriterAt(ms));
        },
      ),
    );
  });
});
