import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubIntersectionObserver } from '../test/intersection';
import { Hero } from './Hero';

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

/** The visible, aria-hidden word of the headline. */
function visibleWord(): string {
  const heading = screen.getByRole('heading', { level: 1 });
  const animated = heading.querySelector('[aria-hidden="true"]');
  return animated?.textContent ?? '';
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('Hero typewriter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reads as one static headline to assistive technology, with the tagline', () => {
    mockReducedMotion(false);
    render(<Hero />);
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Designing with intention, purpose, care and passion.',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /entrepreneur turned product designer at an industrial technology company in Bengaluru/,
      ),
    ).toBeInTheDocument();
  });

  it('starts on the whole first word, holds it 2 s, deletes at 50 ms and types the next at 100 ms per character', () => {
    mockReducedMotion(false);
    render(<Hero />);
    expect(visibleWord()).toBe('intention.');
    advance(1990);
    expect(visibleWord()).toBe('intention.');

    // 2000 ms pause, then ten characters at 50 ms each: after 275 ms of deleting, 4–5 are left.
    advance(10 + 275);
    const deleting = visibleWord();
    expect('intention.'.startsWith(deleting)).toBe(true);
    expect(deleting.length).toBeGreaterThanOrEqual(4);
    expect(deleting.length).toBeLessThanOrEqual(5);

    // Gone after 500 ms of deleting; "purpose." then types at 100 ms per character.
    advance(500 - 275 + 100 * 4 + 50);
    const typing = visibleWord();
    expect('purpose.'.startsWith(typing)).toBe(true);
    expect(typing.length).toBeGreaterThanOrEqual(3);
    expect(typing.length).toBeLessThanOrEqual(5);

    advance(100 * 5);
    expect(visibleWord()).toBe('purpose.');
  });

  it('cycles through every word and back to the first', () => {
    mockReducedMotion(false);
    render(<Hero />);
    const seen = new Set<string>();
    for (let t = 0; t < 20_000; t += 250) {
      advance(250);
      seen.add(visibleWord());
    }
    for (const word of ['intention.', 'purpose.', 'care.', 'passion.'])
      expect(seen).toContain(word);
  });

  it('stops its motion out of sight and resumes where it left off', () => {
    mockReducedMotion(false);
    const intersection = stubIntersectionObserver();
    render(<Hero />);
    const hero = document.getElementById('home')!;
    advance(2000 + 50 * 3);
    const before = visibleWord();
    // Deleting: part of the first word is left.
    expect(before.length).toBeGreaterThan(0);
    expect(before.length).toBeLessThan('intention.'.length);
    expect(hero).not.toHaveAttribute('data-still');

    act(() => intersection.report([{ isIntersecting: false }]));
    expect(hero).toHaveAttribute('data-still');
    advance(5000);
    expect(visibleWord()).toBe(before);

    act(() => intersection.report([{ isIntersecting: true }]));
    expect(hero).not.toHaveAttribute('data-still');
    // It goes on deleting from the same letter, not from where five seconds more would be.
    advance(60);
    expect(visibleWord()).toBe(before.slice(0, -1));
  });

  it('shows only whole words under reduced motion', () => {
    mockReducedMotion(true);
    render(<Hero />);
    const seen = new Set<string>();
    for (let t = 0; t < 20_000; t += 75) {
      advance(75);
      seen.add(visibleWord());
    }
    expect([...seen].sort()).toEqual(['care.', 'intention.', 'passion.', 'purpose.']);
  });

  it('has Experiments and Projects links that scroll to their sections', async () => {
    mockReducedMotion(true);
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    render(
      <>
        <Hero />
        <section id="experiments" />
        <section id="projects" />
      </>,
    );
    const projects = document.getElementById('projects')!;
    vi.spyOn(projects, 'getBoundingClientRect').mockReturnValue({ top: 2400 } as DOMRect);
    const link = screen.getByRole('link', { name: 'Projects' });
    expect(link).toHaveAttribute('href', '#projects');
    expect(screen.getByRole('link', { name: 'Experiments' })).toHaveAttribute(
      'href',
      '#experiments',
    );
    act(() => link.click());
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 2400, left: 0, behavior: 'instant' });
    // The app scrolls: the URL keeps no hash.
    expect(location.hash).toBe('');
  });
});
