import { useEffect, useRef } from 'react';
import {
  TYPEWRITER_TIMING,
  TYPEWRITER_WORDS,
  typewriterAt,
  type TypewriterFrame,
} from '@portfolio/core';
import { useReducedMotion } from '../lib/motion';
import * as styles from './Hero.css';

/**
 * The clock starts with the first word fully typed, so the server render, the first
 * client render and a visitor without JavaScript all read a whole word.
 */
const FIRST_WORD_TYPED_MS = Array.from(TYPEWRITER_WORDS[0]).length * TYPEWRITER_TIMING.typeMs;
/** What React renders: the first word, whole. Later frames are written to the DOM. */
const FIRST_FRAME = typewriterAt(FIRST_WORD_TYPED_MS);

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
 *
 * Each change writes the word's text node and the phase straight to the DOM: React renders the
 * first frame (the server's, a whole word) and never the letters, so a letter costs the page a
 * text change and no render, commit or effect of React's. Ten to twenty a second while a word is
 * deleted and typed, that work came before any tap on the first screen (issue 30). Off screen or
 * under the intro quote (`inView` false) the clock stops and resumes where it left off.
 */
export function Typewriter({
  inView,
}: {
  /** Whether the headline can be seen: the clock runs only then. */
  inView: boolean;
}) {
  const reduced = useReducedMotion();
  const ref = useRef<HTMLSpanElement>(null);
  const elapsedAtPause = useRef(FIRST_WORD_TYPED_MS);

  useEffect(() => {
    const span = ref.current;
    // The word's text node, as React rendered it (React keeps writing this same node if it ever
    // renders another text).
    const text = span?.firstChild?.firstChild;
    if (!inView || !span || !(text instanceof Text)) return;
    const show = (frame: TypewriterFrame) => {
      const next = reduced ? frame.word : frame.text;
      if (text.data !== next) text.data = next;
      span.dataset.phase = reduced ? 'still' : frame.phase;
    };
    const from = elapsedAtPause.current;
    const startedAt = performance.now() - from;
    const waitFrom = (ms: number) =>
      reduced ? msUntilNextWord(ms) : typewriterAt(ms).msUntilNextChange;
    show(typewriterAt(from));
    let timer = setTimeout(function tick() {
      const elapsed = performance.now() - startedAt;
      show(typewriterAt(elapsed));
      const wait = waitFrom(elapsed);
      if (Number.isFinite(wait)) timer = setTimeout(tick, Math.max(wait, 1));
    }, waitFrom(from));
    return () => {
      clearTimeout(timer);
      elapsedAtPause.current = performance.now() - startedAt;
    };
  }, [reduced, inView]);

  return (
    <span
      ref={ref}
      className={styles.typewriter}
      aria-hidden="true"
      data-phase={reduced ? 'still' : FIRST_FRAME.phase}
    >
      <span className={styles.word}>{reduced ? FIRST_FRAME.word : FIRST_FRAME.text}</span>
      <span className={styles.caret} />
    </span>
  );
}
