import { describe, expect, it } from 'vitest';
import { ROUTES, notFoundRoute } from '../../src/routes/table';
import {
  PAGE_KINDS,
  SAMPLE_PAGES,
  countFigures,
  readStudyFacts,
  samplePages,
  type RouteFacts,
  type StudyFacts,
} from './routes';

const studies: StudyFacts[] = [
  { slug: 'open-few', gated: false, figures: 1 },
  { slug: 'open-many', gated: false, figures: 4 },
  { slug: 'sealed-b', gated: true, figures: 2 },
  { slug: 'sealed-a', gated: true, figures: 2 },
];

/** The table with one more page before the catch-all, as someone adding a page would write it. */
const withPage = (route: RouteFacts): RouteFacts[] => [
  ...ROUTES.slice(0, -1),
  route,
  notFoundRoute,
];

describe("perf's pages, from the route table", () => {
  it("are one page per fixed route, an open and a gated case study, and the 404 file, in the table's order", () => {
    const studiesNow = readStudyFacts();
    const fixed = ROUTES.flatMap((route) => (route.meta?.path ? [route.meta.path] : []));
    expect(fixed.length).toBeGreaterThanOrEqual(3);
    for (const path of fixed) expect(PAGE_KINDS).toContain(path);
    expect(SAMPLE_PAGES.at(-1)).toEqual({ kind: 'not-found', path: '/404.html', file: '404.html' });
    const kinds = SAMPLE_PAGES.map((page) => page.kind);
    for (const route of ROUTES.filter((route) => route.meta?.path))
      expect(kinds).toContain(route.id);
    expect(kinds).toContain('case-study (open)');
    expect(kinds).toContain('case-study (gated, locked)');
    expect(SAMPLE_PAGES).toHaveLength(fixed.length + 3);
    // The case studies measured are those with the most figures of their kind.
    for (const gated of [false, true]) {
      const kind = studiesNow.filter((study) => study.gated === gated);
      const most = Math.max(...kind.map((study) => study.figures));
      const page = SAMPLE_PAGES.find((sample) => sample.kind.includes(gated ? 'gated' : 'open'))!;
      const chosen = kind.find((study) => page.path === `/case-study/${study.slug}`)!;
      expect(chosen.figures).toBe(most);
      expect(page.file).toBe(`case-study/${chosen.slug}.html`);
    }
  });

  it('measure a page added to the table with no edit to tools/', () => {
    const pages = samplePages(
      withPage({ id: 'writing', pattern: 'writing', meta: { path: '/writing' } }),
      studies,
    );
    expect(pages).toContainEqual({ kind: 'writing', path: '/writing', file: 'writing.html' });
    expect(pages.map((page) => page.path)).toEqual([
      '/',
      '/case-study/open-many',
      '/case-study/sealed-a',
      '/micro-interactions',
      '/design-principles',
      '/writing',
      '/404.html',
    ]);
  });

  it('pick the case study with the most figures of each kind, the first by slug on a tie, and skip a kind with none', () => {
    const pick = (list: StudyFacts[]) =>
      samplePages(ROUTES, list)
        .filter((page) => page.kind.startsWith('case-study'))
        .map((page) => [page.kind, page.path]);
    expect(pick(studies)).toEqual([
      ['case-study (open)', '/case-study/open-many'],
      ['case-study (gated, locked)', '/case-study/sealed-a'],
    ]);
    expect(pick([...studies, { slug: 'open-most', gated: false, figures: 9 }])[0]).toEqual([
      'case-study (open)',
      '/case-study/open-most',
    ]);
    expect(pick(studies.filter((study) => !study.gated))).toEqual([
      ['case-study (open)', '/case-study/open-many'],
    ]);
  });

  it('refuse a parameterised route no rule covers, naming it', () => {
    expect(() =>
      samplePages(withPage({ id: 'tag', pattern: 'tag/:name', meta: null }), studies),
    ).toThrow('no rule picks a page of "tag" (tag/:name)');
  });

  it("count a study's images and videos, not its posters or a figure's caption", () => {
    const body = [
      'Some words about ![an image inside a sentence is not figures/](elsewhere.png).',
      '',
      '![Checkout](figures/checkout.png "The figures/ folder")',
      '',
      '![Flow](figures/flow.mp4 "Caption"){poster=figures/flow-start.png}',
      '![Before](figures/before.png)',
    ].join('\n');
    expect(countFigures(body)).toBe(3);
    expect(countFigures('No pictures here.')).toBe(0);
  });
});
