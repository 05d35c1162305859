import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { htmlFiles } from './csp';
import { dist, parse, requireBuild } from './dist';

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
      // The first screen is the first section of <main> (the hero on home, the page header elsewhere).
      const first = doc.querySelector('#root main > :first-child');
      for (const img of doc.querySelectorAll('img')) {
        const aboveTheFold = !!first && first.contains(img);
        if (aboveTheFold || img.getAttribute('fetchpriority') === 'high')
          expect(img.getAttribute('loading'), img.outerHTML).not.toBe('lazy');
        else expect(img.getAttribute('loading'), img.outerHTML).toBe('lazy');
      }
    },
  );
});
