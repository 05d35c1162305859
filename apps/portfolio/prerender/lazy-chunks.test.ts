import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { initialModules, lazyChunkViolations } from '../perf/js-budget';
import { htmlFiles } from './csp';
import { dist, requireBuild, work } from './dist';

/*
 * Demo components, case studies and lazy pages are not in the initial load (entry script and
 * modulepreloads) of pages that don't show them; a page that shows one preloads it.
 */
describe('initial JavaScript of each prerendered page', () => {
  requireBuild();
  const chunkModules = JSON.parse(readFileSync(`${work}/chunk-modules.json`, 'utf8')) as Record<
    string,
    string[]
  >;
  const pages = htmlFiles(dist);

  it('never carries what the page does not show', () => {
    expect(pages.length).toBeGreaterThanOrEqual(9);
    expect(lazyChunkViolations(dist, chunkModules, pages)).toEqual([]);
  });

  it('home loads no case study, lazy page, unlock form or demo up front', () => {
    const home = [...initialModules(dist, 'index.html', chunkModules)];
    expect(home.length).toBeGreaterThan(10);
    expect(
      home.filter((id) =>
        /content\/case-studies\/.+\.md$|pages\/(case-study|micro-interactions\/MicroInteractionsPage|design-principles)\/|gate\/UnlockForm|interactions\/dist\/index\.js$/.test(
          id,
        ),
      ),
    ).toEqual([]);
  });

  it('a case-study page preloads its own content and page, and no other study', () => {
    const modules = [...initialModules(dist, 'case-study/cred-wealth.html', chunkModules)];
    expect(modules).toContain('src/content/case-studies/cred-wealth.md');
    expect(modules).toContain('src/pages/case-study/CaseStudyPage.tsx');
    expect(modules.filter((id) => id.endsWith('.md') && !id.endsWith('/cred-wealth.md'))).toEqual(
      [],
    );
  });
});
