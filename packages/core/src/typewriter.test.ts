import { describe, expect, it } from 'vitest';
import {
  TYPEWRITER_TIMING,
  TYPEWRITER_WORDS,
  typewriterAt,
  typewriterCycleMs,
} from './typewriter.js';

// intention. (10 characters) takes 10 × 100 + 2000 + 10 × 50 = 3500 ms,
// purpose. (8) 3200 ms, care. (5) 2750 ms, passion. (8) 3200 ms: 12 650 ms a cycle.

describe('the words and timings (docs/spec.md §1, §4, §9)', () => {
  it('cycles through intention., purpose., care., passion.', () => {
    expect(TYPEWRITER_WORDS).toEqual(['intention.', 'purpose.', 'care.', 'passion.']);
  });

  it('types at 100 ms, deletes at 50 ms per character and waits 2000 ms at the full word', () => {
    expect(TYPEWRITER_TIMING).toEqual({ typeMs: 100, deleteMs: 50, pauseMs: 2000 });
  });

  it('takes 12 650 ms for a whole cycle', () => {
    expect(typewriterCycleMs()).toBe(3500 + 3200 + 2750 + 3200);
  });
});

describe('typing the first word at 100 ms per character', () => {
  it('starts empty', () => {
    expect(typewriterAt(0)).toEqual({
      text: '',
      wordIndex: 0,
      word: 'intention.',
      phase: 'typing',
      msUntilNextChange: 100,
    });
    expect(typewriterAt(99)).toEqual({
      text: '',
      wordIndex: 0,
      word: 'intention.',
      phase: 'typing',
      msUntilNextChange: 1,
    });
  });

  it('shows the first character at 100 ms and the second at 200 ms', () => {
    expect(typewriterAt(100).text).toBe('i');
    expect(typewriterAt(100).msUntilNextChange).toBe(100);
    expect(typewriterAt(199).text).toBe('i');
    expect(typewriterAt(200).text).toBe('in');
  });

  it('shows nine characters until 999 ms', () => {
    expect(typewriterAt(999)).toEqual({
      text: 'intention',
      wordIndex: 0,
      word: 'intention.',
      phase: 'typing',
      msUntilNextChange: 1,
    });
  });
});

describe('waiting 2000 ms at the full word', () => {
  it('shows the full word from 1000 ms', () => {
    expect(typewriterAt(1000)).toEqual({
      text: 'intention.',
      wordIndex: 0,
      word: 'intention.',
      phase: 'pausing',
      msUntilNextChange: 2000,
    });
  });

  it('still shows it at 2999 ms', () => {
    expect(typewriterAt(2999)).toEqual({
      text: 'intention.',
      wordIndex: 0,
      word: 'intention.',
      phase: 'pausing',
      msUntilNextChange: 1,
    });
  });
});

describe('deleting at 50 ms per character', () => {
  it('removes the first character as the pause ends, at 3000 ms', () => {
    expect(typewriterAt(3000)).toEqual({
      text: 'intention',
      wordIndex: 0,
      word: 'intention.',
      phase: 'deleting',
      msUntilNextChange: 50,
    });
    expect(typewriterAt(3049).text).toBe('intention');
  });

  it('removes the next one at 3050 ms', () => {
    expect(typewriterAt(3050).text).toBe('intentio');
  });

  it('leaves one character at 3400 ms and none at 3450 ms', () => {
    expect(typewriterAt(3400).text).toBe('i');
    expect(typewriterAt(3449).text).toBe('i');
    expect(typewriterAt(3450).text).toBe('');
    expect(typewriterAt(3450).phase).toBe('deleting');
  });

  it("once empty, the next change is the next word's first character, 150 ms later", () => {
    expect(typewriterAt(3450).msUntilNextChange).toBe(150);
    expect(typewriterAt(3499).msUntilNextChange).toBe(101);
    expect(typewriterAt(3600).text).toBe('p');
  });
});

describe('cycling to the next word and back to the first', () => {
  it('begins purpose. at 3500 ms, empty, and types its first character at 3600 ms', () => {
    expect(typewriterAt(3500)).toEqual({
      text: '',
      wordIndex: 1,
      word: 'purpose.',
      phase: 'typing',
      msUntilNextChange: 100,
    });
    expect(typewriterAt(3600)).toEqual({
      text: 'p',
      wordIndex: 1,
      word: 'purpose.',
      phase: 'typing',
      msUntilNextChange: 100,
    });
  });

  it('shows purpose. in full from 4300 to 6299 ms', () => {
    expect(typewriterAt(4299).text).toBe('purpose');
    expect(typewriterAt(4300).text).toBe('purpose.');
    expect(typewriterAt(4300).phase).toBe('pausing');
    expect(typewriterAt(6299).text).toBe('purpose.');
    expect(typewriterAt(6300).text).toBe('purpose');
  });

  it('begins care. at 6700 ms and passion. at 9450 ms', () => {
    expect(typewriterAt(6699).wordIndex).toBe(1);
    expect(typewriterAt(6700)).toEqual({
      text: '',
      wordIndex: 2,
      word: 'care.',
      phase: 'typing',
      msUntilNextChange: 100,
    });
    expect(typewriterAt(7200).text).toBe('care.');
    expect(typewriterAt(9449).wordIndex).toBe(2);
    expect(typewriterAt(9450)).toEqual({
      text: '',
      wordIndex: 3,
      word: 'passion.',
      phase: 'typing',
      msUntilNextChange: 100,
    });
  });

  it('ends passion. empty and returns to intention. at 12 650 ms', () => {
    expect(typewriterAt(12649)).toEqual({
      text: '',
      wordIndex: 3,
      word: 'passion.',
      phase: 'deleting',
      msUntilNextChange: 101,
    });
    expect(typewriterAt(12650)).toEqual({
      text: '',
      wordIndex: 0,
      word: 'intention.',
      phase: 'typing',
      msUntilNextChange: 100,
    });
    expect(typewriterAt(12750).text).toBe('i');
  });

  it('repeats every cycle', () => {
    expect(typewriterAt(12650 * 3 + 1000)).toEqual(typewriterAt(1000));
    expect(typewriterAt(12650 * 7 + 9600)).toEqual(typewriterAt(9600));
  });
});

describe('odd times', () => {
  it('a huge time lands in the right frame of its cycle', () => {
    // 1e15 mod 12 650 = 2650: intention. is being held.
    expect(typewriterAt(1e15)).toEqual({
      text: 'intention.',
      wordIndex: 0,
      word: 'intention.',
      phase: 'pausing',
      msUntilNextChange: 350,
    });
    // 2^53 mod 12 650 = 7642: care. is being held.
    expect(typewriterAt(2 ** 53)).toEqual({
      text: 'care.',
      wordIndex: 2,
      word: 'care.',
      phase: 'pausing',
      msUntilNextChange: 1558,
    });
    // Number.MAX_VALUE mod 12 650 = 10 068: six characters of passion.
    expect(typewriterAt(Number.MAX_VALUE)).toEqual({
      text: 'passio',
      wordIndex: 3,
      word: 'passion.',
      phase: 'typing',
      msUntilNextChange: 82,
    });
  });

  it('a negative, unknown or infinite time is the start', () => {
    expect(typewriterAt(-1)).toEqual(typewriterAt(0));
    expect(typewriterAt(Number.NaN)).toEqual(typewriterAt(0));
    expect(typewriterAt(Infinity)).toEqual(typewriterAt(0));
  });

  it('a fractional time falls in its slot', () => {
    expect(typewriterAt(100.5).text).toBe('i');
    expect(typewriterAt(100.5).msUntilNextChange).toBeCloseTo(99.5, 10);
  });
});

describe('other words and timings', () => {
  it('types code points, never half an emoji', () => {
    expect(typewriterAt(100, ['a😀b']).text).toBe('a');
    expect(typewriterAt(200, ['a😀b']).text).toBe('a😀');
    expect(typewriterAt(300, ['a😀b']).text).toBe('a😀b');
    expect(typewriterAt(2300, ['a😀b']).text).toBe('a😀');
    expect(typewriterCycleMs(['a😀b'])).toBe(300 + 2000 + 150);
  });

  it('cycles a single word back to itself', () => {
    // ab takes 200 + 2000 + 100 = 2300 ms.
    expect(typewriterAt(2299, ['ab'])).toEqual({
      text: '',
      wordIndex: 0,
      word: 'ab',
      phase: 'deleting',
      msUntilNextChange: 101,
    });
    expect(typewriterAt(2300, ['ab'])).toEqual({
      text: '',
      wordIndex: 0,
      word: 'ab',
      phase: 'typing',
      msUntilNextChange: 100,
    });
    expect(typewriterAt(2400, ['ab']).text).toBe('a');
  });

  it('holds an empty word for the pause', () => {
    expect(typewriterAt(0, ['', 'ab'])).toEqual({
      text: '',
      wordIndex: 0,
      word: '',
      phase: 'pausing',
      msUntilNextChange: 2000,
    });
    expect(typewriterAt(2100, ['', 'ab'])).toEqual({
      text: 'a',
      wordIndex: 1,
      word: 'ab',
      phase: 'typing',
      msUntilNextChange: 100,
    });
  });

  it('follows custom timings', () => {
    const timing = { typeMs: 10, deleteMs: 5, pauseMs: 100 };
    expect(typewriterAt(20, ['abc'], timing).text).toBe('ab');
    expect(typewriterAt(30, ['abc'], timing).phase).toBe('pausing');
    expect(typewriterAt(130, ['abc'], timing).text).toBe('ab');
    expect(typewriterCycleMs(['abc'], timing)).toBe(30 + 100 + 15);
  });

  it('with no words, shows nothing and never changes', () => {
    expect(typewriterAt(500, [])).toEqual({
      text: '',
      wordIndex: 0,
      word: '',
      phase: 'pausing',
      msUntilNextChange: Infinity,
    });
    expect(typewriterCycleMs([])).toBe(0);
  });

  it('with timings that take no time at all, shows the first word still', () => {
    const timing = { typeMs: 0, deleteMs: 0, pauseMs: 0 };
    expect(typewriterAt(500, ['still', 'life'], timing)).toEqual({
      text: 'still',
      wordIndex: 0,
      word: 'still',
      phase: 'pausing',
      msUntilNextChange: Infinity,
    });
  });

  it('with unknown timings, shows the first word still', () => {
    const timing = { typeMs: Number.NaN, deleteMs: 50, pauseMs: 2000 };
    expect(typewriterAt(500, ['still'], timing).text).toBe('still');
  });
});
