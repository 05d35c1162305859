import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomePage } from '../home/HomePage';
import { SiteLayout } from './SiteLayout';

// Document tops of the home sections and cards, as a browser would lay them out.
const TOPS: Record<string, number> = {
  home: 0,
  experiments: 900,
  'experiment-cred-wealth': 1200,
  playground: 2000,
  projects: 3000,
  about: 4000,
  gallery: 5000,
  contact: 6000,
};

let scrollY = 0;
/** jsdom's own window.scrollY, put back after each test (test files may share one window). */
let windowScrollY: PropertyDescriptor | undefined;
const scrollTo = vi.fn((options: ScrollToOptions) => {
  scrollY = options.top ?? 0;
});

function setScroll(y: number) {
  scrollY = y;
  act(() => {
    fireEvent.scroll(window);
    vi.advanceTimersByTime(20);
  });
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.hash}</output>;
}

/**
 * The full pill's links. jsdom applies the stylesheet but not its media queries, so the
 * wide-screen list counts as display:none there; the browser tests cover what is visible.
 */
function navLink(name: string) {
  return within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
    name,
    hidden: true,
  });
}

function navLinks() {
  return within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link', {
    hidden: true,
  });
}

/** Renders the site at `path`, then lets home's lazily loaded lower sections arrive. */
async function renderSite(path: string) {
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<SiteLayout />}>
          <Route index element={<HomePage />} />
          <Route path="case-study/:slug" element={<h1>Case study page</h1>} />
        </Route>
      </Routes>
      <Where />
    </MemoryRouter>,
  );
  await act(async () => {
    await import('../home/LowerSections');
  });
  return view;
}

// jsdom with the real stylesheet is slow on a shared machine.
describe('SiteLayout on home', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers();
    scrollY = 0;
    scrollTo.mockClear();
    windowScrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');
    Object.defineProperty(window, 'scrollY', { get: () => scrollY, configurable: true });
    vi.stubGlobal('scrollTo', scrollTo);
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
    // The Playground's demos stay unloaded: they are not what these tests are about.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const top = this.id in TOPS ? TOPS[this.id]! - scrollY : 0;
      return {
        top,
        bottom: top + 100,
        left: 0,
        right: 0,
        width: 0,
        height: 100,
        x: 0,
        y: top,
        toJSON() {},
      } as DOMRect;
    });
  });
  afterEach(() => {
    if (windowScrollY) Object.defineProperty(window, 'scrollY', windowScrollY);
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('has a skip link, a header with the navigation, one main, one h1 and the contact footer', async () => {
    await renderSite('/');
    // The first thing a keyboard reaches.
    const first = document.body.querySelector('a, button');
    expect(first).toHaveAccessibleName('Skip to content');
    expect(first).toHaveAttribute('href', '#main');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('contentinfo')).toHaveAttribute('id', 'contact');
    const ids = [...document.querySelectorAll('section[id], footer[id]')].map(
      (element) => element.id,
    );
    expect(ids).toEqual([
      'home',
      'experiments',
      'playground',
      'projects',
      'about',
      'gallery',
      'contact',
    ]);
  });

  it('marks the active section with aria-current="location" as the page scrolls', async () => {
    await renderSite('/');
    const current = () =>
      navLinks()
        .filter((link) => link.getAttribute('aria-current') === 'location')
        .map((link) => link.textContent);
    expect(current()).toEqual(['Home']);
    setScroll(30);
    expect(current()).toEqual(['Home']);
    setScroll(TOPS.experiments! - 80);
    expect(current()).toEqual(['Experiments']);
    setScroll(TOPS.experiments! - 81);
    expect(current()).toEqual(['Home']);
    setScroll(TOPS.about! + 10);
    expect(current()).toEqual(['About']);
    setScroll(TOPS.gallery!);
    expect(current()).toEqual(['Gallery']);
  });

  it('hides the bar when scrolling down past 64 px and shows it on the way up', async () => {
    await renderSite('/');
    const header = screen.getByRole('banner');
    setScroll(60);
    expect(header).toHaveAttribute('data-state', 'visible');
    setScroll(200);
    expect(header).toHaveAttribute('data-state', 'hidden');
    setScroll(180);
    expect(header).toHaveAttribute('data-state', 'visible');
  });

  it('scrolls to a section from its nav item, and Home scrolls smoothly to the top', async () => {
    await renderSite('/');
    fireEvent.click(navLink('Projects'));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: TOPS.projects, left: 0, behavior: 'smooth' });
    fireEvent.click(navLink('Home'));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'smooth' });
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('remembers a clicked card; coming back to home lands 8 px above it and leaving stored the position', async () => {
    await renderSite('/');
    setScroll(1100);
    fireEvent.click(screen.getAllByRole('link', { name: 'Case study' })[0]!);
    expect(screen.getByRole('heading', { name: 'Case study page' })).toBeInTheDocument();
    expect(sessionStorage.getItem('homeScrollPosition')).toBe('1100');
    expect(sessionStorage.getItem('isReturningToHome')).toBe('true');
    expect(sessionStorage.getItem('returnTargetId')).toBe('experiment-cred-wealth');
    expect(sessionStorage.getItem('lastHomeCardId')).toBe('experiment-cred-wealth');
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });

    fireEvent.click(navLink('Home'));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    expect(scrollTo).toHaveBeenLastCalledWith({
      top: TOPS['experiment-cred-wealth']! - 8,
      left: 0,
      behavior: 'instant',
    });
    expect(sessionStorage.getItem('returnTargetId')).toBeNull();
  });

  it('from another page, a hash item goes home and lands on its section', async () => {
    await renderSite('/case-study/climatix-ic');
    expect(navLinks().filter((link) => link.hasAttribute('aria-current'))).toEqual([]);
    fireEvent.click(navLink('Gallery'));
    expect(screen.getByTestId('where')).toHaveTextContent('/#gallery');
    expect(scrollTo).toHaveBeenLastCalledWith({ top: TOPS.gallery, left: 0, behavior: 'smooth' });
  });

  it('scrolls instantly under reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
    await renderSite('/');
    fireEvent.click(navLink('About'));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: TOPS.about, left: 0, behavior: 'instant' });
  });
});
