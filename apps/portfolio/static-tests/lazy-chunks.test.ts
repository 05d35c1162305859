import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { initialModules, lazyChunkViolations } from '../tools/perf/js-budget';
import { htmlFiles } from '../tools/prerender/csp';
import { dist, requireBuild, work } from '../tools/test-support/dist';

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

  it("home's lower sections and their copy load after the page (not preloaded), with their styles linked", () => {
    const home = [...initialModules(dist, 'index.html', chunkModules)];
    const later = ['src/home/LowerSections.tsx', 'src/home/Gallery.tsx', 'src/content/site.ts'];
    expect(home.filter((id) => later.includes(id))).toEqual([]);
    // Built, as a chunk of its own, and its stylesheet is in home's HTML.
    const [file] = Object.entries(chunkModules).find(([, ids]) =>
      ids.includes('src/home/LowerSections.tsx'),
    )!;
    const html = readFileSync(`${dist}/index.html`, 'utf8');
    expect(html).not.toContain(file);
    // Vite's content hash is 8 characters and may hold a '-' itself (`LowerSections-DnI92c-S.js`).
    const stem = file.replace(/^assets\/|-[\w-]{8}\.js$/g, '');
    expect(html).toMatch(
      new RegExp(`<link rel="stylesheet"[^>]*href="/assets/${stem}-[^"]+\\.css"`),
    );
  });

  it('a locked case study preloads its unlock form but not its ciphertext; an open one, no gate', () => {
    const gated = pages.filter(
      (page) =>
        page.startsWith('case-study/') &&
        readFileSync(`${dist}/${page}`, 'utf8').includes('type="password"'),
    );
    expect(gated.map((page) => page.replace(/^case-study\/|\.html$/g, '')).sort()).toEqual([
      'be-automation',
      'climatix-ic',
      'skill-league',
    ]);
    for (const page of gated) {
      const modules = [...initialModules(dist, page, chunkModules)];
      expect(modules, page).toEqual(
        expect.arrayContaining(['src/gate/GatedBody.tsx', 'src/gate/UnlockForm.tsx']),
      );
      expect(
        modules.filter((id) => id.endsWith('?sealed')),
        page,
      ).toEqual([]);
    }
    // The ciphertext is built, as its own chunk, for each gated study.
    const sealedChunks = Object.values(chunkModules).filter((ids) =>
      ids.some((id) => id.endsWith('.md?sealed')),
    );
    expect(sealedChunks).toHaveLength(gated.length);
    const open = [...initialModules(dist, 'case-study/cred-wealth.html', chunkModules)];
    expect(open.filter((id) => id.startsWith('src/gate/'))).toEqual([]);
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

/** A chunk of the client build, as Vite's manifest (.prerender/manifest.json) lists it. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

describe('the password modal', () => {
  requireBuild();
  const chunkModules = JSON.parse(readFileSync(`${work}/chunk-modules.json`, 'utf8')) as Record<
    string,
    string[]
  >;
  const manifest = JSON.parse(readFileSync(`${work}/manifest.json`, 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  /** The module ids of a manifest entry's chunk and of every chunk it imports statically. */
  const loadedWith = (key: string, seen = new Set<string>()): string[] => {
    if (seen.has(key)) return [];
    seen.add(key);
    const chunk = manifest[key]!;
    return [
      ...(chunkModules[chunk.file] ?? []),
      ...(chunk.imports ?? []).flatMap((next) => loadedWith(next, seen)),
    ];
  };

  it("loads the study's sealed content, not the case-study page (loaded only when an entry is submitted, through the route table)", () => {
    const [key] = Object.entries(manifest).find(([, chunk]) =>
      chunkModules[chunk.file]?.includes('src/gate/PasswordDialog.tsx'),
    )!;
    const imported = manifest[key]!.dynamicImports ?? [];
    expect(imported).toContain('src/content/case-studies/index.ts');
    const seen = new Set<string>();
    const pulled = [key, ...imported].flatMap((entry) => loadedWith(entry, seen));
    expect(pulled).toContain('src/gate/UnlockForm.tsx');
    expect(pulled.filter((id) => id.startsWith('src/pages/case-study/'))).toEqual([]);
  });
});
