import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { htmlFiles } from '../tools/prerender/csp';
import { dist, parse, requireBuild } from '../tools/test-support/dist';

/*
 * Images in the prerendered HTML: modern formats with srcset/sizes, intrinsic size (no layout
 * shift), lazy below the fold, and never lazy where the page's largest paint can be.
 */

function pages() {
  requireBuild();
  return htmlFiles(dist).map((file) => ({
    file,
    doc: parse(readFileSync(`${dist}/${file}`, 'utf8')),
  }));
}

describe('images in the built pages', () => {
  it('the home page has its gallery images in the markup', () => {
    const home = pages().find((page) => page.file === 'index.html');
    expect(home?.doc.querySelectorAll('#gallery img').length).toBeGreaterThanOrEqual(8);
  });

  it.each(pages().map((page) => [page.file, page.doc] as const))(
    '%s: every image has an intrinsic size, alt text and a file that exists',
    (_file, doc) => {
      for (const img of doc.querySelectorAll('img')) {
        expect(Number(img.getAttribute('width')), img.outerHTML).toBeGreaterThan(0);
        expect(Number(img.getAttribute('height')), img.outerHTML).toBeGreaterThan(0);
        expect(img.hasAttribute('alt'), img.outerHTML).toBe(true);
        const src = img.getAttribute('src') ?? '';
        if (src.startsWith('/')) expect(existsSync(`${dist}${src}`), src).toBe(true);
      }
    },
  );

  it.each(pages().map((page) => [page.file, page.doc] as const))(
    '%s: raster images come as AVIF and WebP with srcset and sizes',
    (_file, doc) => {
      for (const img of doc.querySelectorAll('img')) {
        const src = img.getAttribute('src') ?? '';
        if (src.endsWith('.svg') || src.startsWith('data:')) continue;
        const picture = img.closest('picture');
        expect(picture, img.outerHTML).not.toBeNull();
        const types = [...picture!.querySelectorAll('source')].map((source) =>
          source.getAttribute('type'),
        );
        expect(types).toEqual(expect.arrayContaining(['image/avif', 'image/webp']));
        for (const source of picture!.querySelectorAll('source')) {
          const candidates = (source.getAttribute('srcset') ?? '')
            .split(',')
            .map((item) => item.trim().split(/\s+/));
          expect(candidates.length, source.outerHTML).toBeGreaterThan(1);
          for (const [url, width] of candidates) {
            expect(width).toMatch(/^\d+w$/);
            expect(existsSync(`${dist}${url}`), url).toBe(true);
          }
          expect(source.getAttribute('sizes'), source.outerHTML).toBeTruthy();
        }
      }
    },
  );

  it.each(pages().map((page) => [page.file, page.doc] as const))(
    '%s: nothing in the first screen is lazy; everything below the fold is',
    (_file, doc) => {
      // The first screen is the first section of <main> (the hero on home, the page header
      // elsewhere); on a case study, its header and a figure with at most 50 words of the body
      // before it (tools/vite-plugins/case-study-content.ts, FIRST_SCREEN_WORDS).
      const article = doc.querySelector('#root main article');
      const first = article
        ? article.querySelector(':scope > header')
        : doc.querySelector('#root main > :first-child');
      const body = article?.querySelector(':scope > header + *');
      const wordsBefore = (img: Element) => {
        const before = doc.createRange();
        before.setStart(body!, 0);
        before.setEndBefore(img.closest('figure') ?? img);
        return (before.toString().match(/\S+/g) ?? []).length;
      };
      let figuresSeen = 0;
      for (const img of doc.querySelectorAll('img')) {
        const firstFigure = !!body?.contains(img) && figuresSeen === 0;
        if (body?.contains(img) && !img.classList.contains('cs-placeholder')) figuresSeen += 1;
        const aboveTheFold =
          (!!first && first.contains(img)) || (firstFigure && wordsBefore(img) <= 50);
        if (aboveTheFold || img.getAttribute('fetchpriority') === 'high')
          expect(img.getAttribute('loading'), img.outerHTML).not.toBe('lazy');
        else expect(img.getAttribute('loading'), img.outerHTML).toBe('lazy');
      }
    },
  );
});
