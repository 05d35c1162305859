import { useEffect, useRef, useState } from 'react';
import {
  TYPEWRITER_TIMING,
  TYPEWRITER_WORDS,
  typewriterAt,
  type TypewriterFrame,
} from '@portfolio/core';
import { useReducedMotion } from '../lib/motion';
import { useInView } from '../lib/useInView';
import * as styles from './Hero.css';

/**
 * The clock starts with the first word fully typed, so the server render, the first
 * client render and a visitor without JavaScript all read a whole word.
 */
const FIRST_WORD_TYPED_MS = Array.from(TYPEWRITER_WORDS[0]).length * TYPEWRITER_TIMING.typeMs;

/** Under reduced motion: milliseconds until the next whole word, skipping the letter-by-letter changes. */
function msUntilNextWord(ms: number): number {
  const { wordIndex } = typewriterAt(ms);
  let wait = 0;
  let frame: TypewriterFrame = typewriterAt(ms);
  while (
    frame.wordIndex === wordIndex &&
    Number.isFinite(frame.msUntilNextChange) &&
    wait < 60_000
  ) {
    wait += frame.msUntilNextChange;
    frame = typewriterAt(ms + wait);
  }
  return wait;
}

/**
 * The hero's cycling word (docs/spec.md §4): core `typewriterAt` says what shows at each moment,
 * one timer sleeps until the next change. Under reduced motion it shows whole words,
 * switching at the same cadence (docs/decisions.md). The visible word is aria-hidden;
 * the headline carries a static text for screen readers.
 */
export function Typewriter() {
  const reduced = useReducedMotion();
  const [frame, setFrame] = useState<TypewriterFrame>(() => typewriterAt(FIRST_WORD_TYPED_MS));
  const ref = useRef<HTMLSpanElement>(null);
  // Off screen or under the intro quote the clock stops (each change repaints the hero) and
  // resumes where it left off.
  const inView = useInView(ref);
  const elapsedAtPause = useRef(FIRST_WORD_TYPED_MS);

  useEffect(() => {
    if (!inView) return;
    const from = elapsedAtPause.current;
    const startedAt = performance.now() - from;
    const waitFrom = (ms: number) =>
      reduced ? msUntilNextWord(ms) : typewriterAt(ms).msUntilNextChange;
    let timer = setTimeout(function tick() {
      const elapsed = performance.now() - startedAt;
      setFrame(typewriterAt(elapsed));
      const wait = waitFrom(elapsed);
      if (Number.isFinite(wait)) timer = setTimeout(tick, Math.max(wait, 1));
    }, waitFrom(from));
    return () => {
      clearTimeout(timer);
      elapsedAtPause.current = performance.now() - startedAt;
    };
  }, [reduced, inView]);

  const text = reduced ? frame.word : frame.text;
  return (
    <span
      ref={ref}
      className={styles.typewriter}
      aria-hidden="true"
      data-phase={reduced ? 'still' : frame.phase}
    >
      <span className={styles.word}>{text}</span>
      <span className={styles.caret} />
    </span>
  );
}
