import { codePointLength } from './text.js';

/** The hero's words, in order (docs/spec.md §1). */
export const TYPEWRITER_WORDS = ['intention.', 'purpose.', 'care.', 'passion.'] as const;

/** Typewriter timings (docs/spec.md §4, §9). */
export const TYPEWRITER_TIMING = {
  typeMs: 100,
  deleteMs: 50,
  pauseMs: 2000,
} as const;

export type TypewriterTiming = { typeMs: number; deleteMs: number; pauseMs: number };

export type TypewriterPhase = 'typing' | 'pausing' | 'deleting';

export interface TypewriterFrame {
  /** The visible text. */
  text: string;
  /** Index of the word being typed, shown or deleted. */
  wordIndex: number;
  /** The whole current word. */
  word: string;
  phase: TypewriterPhase;
  /** Milliseconds until the text next changes. */
  msUntilNextChange: number;
}

function wordDuration(length: number, timing: TypewriterTiming): number {
  return length * timing.typeMs + timing.pauseMs + length * timing.deleteMs;
}

/**
 * The typewriter at `ms` milliseconds after it started: types a word at typeMs per
 * character (the first character appears typeMs after the word begins), holds the full
 * word for exactly pauseMs, deletes it at deleteMs per character (the first character goes
 * as the pause ends), then types the next word, cycling. Characters are Unicode code points.
 */
export function typewriterAt(
  ms: number,
  words: readonly string[] = TYPEWRITER_WORDS,
  timing: TypewriterTiming = TYPEWRITER_TIMING,
): TypewriterFrame {
  // Lengths in code points; only the word on screen is split into characters.
  const lengths = words.map(codePointLength);
  const cycle = lengths.reduce((sum, length) => sum + wordDuration(length, timing), 0);
  if (lengths.length === 0 || !(cycle > 0)) {
    return {
      text: words[0] ?? '',
      wordIndex: 0,
      word: words[0] ?? '',
      phase: 'pausing',
      msUntilNextChange: Infinity,
    };
  }
  let t = Number.isFinite(ms) && ms > 0 ? ms % cycle : 0;
  let wordIndex = 0;
  for (; wordIndex < lengths.length - 1; wordIndex++) {
    const d = wordDuration(lengths[wordIndex]!, timing);
    if (t < d) break;
    t -= d;
  }
  const word = words[wordIndex]!;
  const letters = Array.from(word);
  const typing = letters.length * timing.typeMs;
  if (t < typing) {
    const shown = Math.floor(t / timing.typeMs);
    return {
      text: letters.slice(0, shown).join(''),
      wordIndex,
      word,
      phase: 'typing',
      msUntilNextChange: timing.typeMs - (t % timing.typeMs),
    };
  }
  t -= typing;
  if (t < timing.pauseMs) {
    return { text: word, wordIndex, word, phase: 'pausing', msUntilNextChange: timing.pauseMs - t };
  }
  t -= timing.pauseMs;
  const deleted = Math.floor(t / timing.deleteMs) + 1;
  const left = Math.max(0, letters.length - deleted);
  // Once the word is gone, the next change is the next word's first character.
  const untilNextSlot = timing.deleteMs - (t % timing.deleteMs);
  return {
    text: letters.slice(0, left).join(''),
    wordIndex,
    word,
    phase: 'deleting',
    msUntilNextChange: left === 0 ? untilNextSlot + timing.typeMs : untilNextSlot,
  };
}

/** Milliseconds one full cycle through every word takes. */
export function typewriterCycleMs(
  words: readonly string[] = TYPEWRITER_WORDS,
  timing: TypewriterTiming = TYPEWRITER_TIMING,
): number {
  return words.reduce((sum, w) => sum + wordDuration(codePointLength(w), timing), 0);
}
