import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLocalHost, pageViewsEnabled, routeOf } from './analytics';

describe('page views are reported only by a production build opened by a person', () => {
  it('on in production, for a person, on a real host', () => {
    expect(pageViewsEnabled({ production: true, automated: false, local: false })).toBe(true);
  });

  it('off in development (vite dev) and in unit tests', () => {
    expect(pageViewsEnabled({ production: false, automated: false, local: false })).toBe(false);
  });

  it('off in automated browsers (navigator.webdriver: Playwright, Lighthouse)', () => {
    expect(pageViewsEnabled({ production: true, automated: true, local: false })).toBe(false);
  });

  it('off on a loopback host, where the host’s analytics endpoint does not exist', () => {
    expect(pageViewsEnabled({ production: true, automated: false, local: true })).toBe(false);
  });
});

describe('loopback hosts', () => {
  it.each(['localhost', 'app.localhost', '127.0.0.1', '127.1.2.3', '[::1]'])(
    '%s is local',
    (host) => {
      expect(isLocalHost(host)).toBe(true);
    },
  );

  it.each(['arjunrao.design', 'localhost.example.com', '128.0.0.1', '10.0.0.1', '127.0.0'])(
    '%s is not',
    (host) => {
      expect(isLocalHost(host)).toBe(false);
    },
  );
});

describe('route patterns group every case study', () => {
  it.each([
    ['/', '/'],
    ['/micro-interactions', '/micro-interactions'],
    ['/case-study/climatix-ic', '/case-study/[slug]'],
    ['/case-study/cred-wealth', '/case-study/[slug]'],
  ])('%s → %s', (path, route) => {
    expect(routeOf(path)).toBe(route);
  });
});

describe('in this test run (a development module graph)', () => {
  afterEach(() => {
    vi.resetModules();
  });

  it('startPageViews loads no analytics library and reportPageView sends nothing', async () => {
    const { startPageViews, reportPageView } = await import('./analytics');
    const injected = vi.fn();
    vi.doMock('@vercel/analytics', () => ({ inject: injected, pageview: injected }));
    startPageViews();
    reportPageView('/');
    window.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(import.meta.env.PROD).toBe(false);
    expect(injected).not.toHaveBeenCalled();
  });
});
