import { describe, expect, expectTypeOf, it } from 'vitest';
import { routeOf } from '../analytics/analytics';
import { designer } from '../content/site';
import { caseStudyPath, isCaseStudyPath } from './paths';
import {
  notFoundRoute,
  ROUTES,
  routeAt,
  staticRoutes,
  type EagerPageId,
  type SiteRoute,
} from './table';

describe('the route table', () => {
  it.each([
    ['/', 'home', 'Portfolio'],
    ['/micro-interactions', 'micro-interactions', 'Micro-interactions'],
    ['/micro-interactions/', 'micro-interactions', 'Micro-interactions'],
    ['/design-principles', 'design-principles', 'Principles'],
    ['/case-study/cred-wealth', 'case-study', 'Case study'],
    ['/case-study/no-such-study', 'case-study', 'Case study'],
    ['/nope', 'not-found', 'Portfolio'],
    ['/micro-interactions/extra', 'not-found', 'Portfolio'],
  ])('%s is the %s route, labelled "%s" in the compact header', (path, id, label) => {
    expect(routeAt(path).id).toBe(id);
    expect(routeAt(path).navLabel).toBe(label);
  });

  it('names every route once, and the catch-all comes last', () => {
    const ids = ROUTES.map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ROUTES.at(-1)).toBe(notFoundRoute);
    expect(notFoundRoute.pattern).toBe('*');
  });

  it('loads the pages outside home and the 404 page on demand', () => {
    // App.tsx gives a page to exactly these (a Record over EagerPageId).
    expectTypeOf<EagerPageId>().toEqualTypeOf<'home' | 'not-found'>();
    expect(ROUTES.filter((route: SiteRoute) => route.load).map((route) => route.id)).toEqual([
      'case-study',
      'micro-interactions',
      'design-principles',
    ]);
  });

  it('gives the fixed routes their head metadata, and the 404 page noindex without a canonical path', () => {
    expect(staticRoutes.map((meta) => meta.path)).toEqual([
      '/',
      '/micro-interactions',
      '/design-principles',
    ]);
    expect(routeAt('/design-principles').meta?.title).toBe(`Design principles · ${designer.name}`);
    expect(routeAt('/nope').meta).toBe(notFoundRoute.meta);
    expect(notFoundRoute.meta).toMatchObject({ path: null, noindex: true });
  });

  it('builds and recognises case-study paths', () => {
    expect(caseStudyPath('climatix-ic')).toBe('/case-study/climatix-ic');
    expect(isCaseStudyPath(caseStudyPath('climatix-ic'))).toBe(true);
    expect(isCaseStudyPath('/case-studies')).toBe(false);
    expect(routeAt(caseStudyPath('climatix-ic')).pattern).toBe('case-study/:slug');
  });

  it('groups page views by the route table: every case study together, other paths as they are', () => {
    expect(routeOf('/case-study/cred-wealth')).toBe('/case-study/[slug]');
    expect(routeOf('/case-study/climatix-ic')).toBe('/case-study/[slug]');
    expect(routeOf('/micro-interactions')).toBe('/micro-interactions');
    expect(routeOf('/nope')).toBe('/nope');
  });
});
