import { readFileSync } from 'node:fs';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { htmlFiles } from '../tools/prerender/csp';
import {
  faceCovers,
  hoverOnlySelector,
  inlineCriticalCss,
  neverDisabledSelector,
  unicodeRanges,
  withoutDeadStates,
} from '../tools/prerender/critical-css';
import { dist, parse, requireBuild } from '../tools/test-support/dist';

/** The selectors of the CSS's rules whose every selector passes `test` (keyframe steps aside). */
const rulesWhere = (css: string, test: (selector: string) => boolean): string[] => {
  const found: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    if (
      !/keyframes$/.test((rule.parent as postcss.AtRule).name ?? '') &&
      rule.selectors.every(test)
    )
      found.push(rule.selector);
  });
  return found;
};
const hoverOnlyRules = (css: string) => rulesWhere(css, hoverOnlySelector);

describe('critical CSS in the built pages', () => {
  it('every page paints from one inline <style>; no stylesheet blocks it, and a no-JS visitor still gets every one', () => {
    requireBuild();
    const pages = htmlFiles(dist);
    expect(pages.length).toBeGreaterThanOrEqual(9);
    for (const page of pages) {
      const html = readFileSync(`${dist}/${page}`, 'utf8');
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head.match(/<style>/g), page).toHaveLength(1);
      const withoutNoscript = head.replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
      // The parser meets none: each is in the loader's <template>, added after the first paint.
      const parsed = withoutNoscript.replace(/<template[\s\S]*?<\/template>/g, '');
      expect(parsed, page).not.toMatch(/<link rel="stylesheet"/);
      const links = [...withoutNoscript.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0]);
      expect(links.length, page).toBeGreaterThan(0);
      for (const link of links) {
        expect(link, page).toContain('data-deferred-css');
        const href = /href="([^"]+)"/.exec(link)![1];
        expect(head, page).toContain(
          `<noscript><link rel="stylesheet" crossorigin href="${href}"></noscript>`,
        );
      }
    }
  });

  it('the inline CSS holds the page, not the whole site: home inlines less than its full stylesheet', () => {
    requireBuild();
    const html = readFileSync(`${dist}/index.html`, 'utf8');
    const critical = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    const href = /<link rel="stylesheet" crossorigin href="\/(assets\/index-[^"]+\.css)"/.exec(
      html,
    )![1];
    const full = readFileSync(`${dist}/${href}`, 'utf8');
    expect(critical.length).toBeLessThan(full.length * 0.75);
  });

  it('inlineCriticalCss defers each stylesheet link and keeps a <noscript> copy', () => {
    const html =
      '<head><link rel="stylesheet" crossorigin href="/assets/a.css"><link rel="stylesheet" crossorigin href="/assets/b.css"></head>';
    expect(inlineCriticalCss(html, 'p{margin:0}')).toBe(
      '<head><style>p{margin:0}</style><link rel="stylesheet" crossorigin href="/assets/a.css" media="print" data-deferred-css><noscript><link rel="stylesheet" crossorigin href="/assets/a.css"></noscript><link rel="stylesheet" crossorigin href="/assets/b.css" media="print" data-deferred-css><noscript><link rel="stylesheet" crossorigin href="/assets/b.css"></noscript></head>',
    );
    expect(() => inlineCriticalCss(html, 'p{}</style><script>')).toThrow(/closes the <style>/);
  });

  it('a web-font face goes inline only when the page has a character in its unicode-range', () => {
    expect(unicodeRanges('U+0-7F, U+4??,U+A9')).toEqual([
      [0, 0x7f],
      [0x400, 0x4ff],
      [0xa9, 0xa9],
    ]);
    const cyrillic =
      '@font-face{font-family:X;src:url(/x.woff2);unicode-range:U+400-45F,U+490-491}';
    const fallback = '@font-face{font-family:X Fallback;src:local(Arial)}';
    const english = new Set([...'Arjun Rao — designer'].map((c) => c.codePointAt(0)!));
    expect(faceCovers(cyrillic, english)).toBe(false);
    expect(faceCovers(cyrillic, new Set([...english, 0x416]))).toBe(true);
    expect(faceCovers(fallback, english)).toBe(true);
    expect(faceCovers(fallback, new Set())).toBe(false);
  });

  it('every page inlines the faces for its characters and no face for a script it does not use', () => {
    requireBuild();
    for (const page of htmlFiles(dist)) {
      const html = readFileSync(`${dist}/${page}`, 'utf8');
      const critical = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
      expect(critical, page).toMatch(/inter-latin-site-[\w-]+\.woff2/);
      expect(critical, page).not.toMatch(/inter-(cyrillic|greek)/);
      // The full Latin file draws nothing the site's subset (declared after it) does not, except
      // on a page with a text field, where a person may type é before the app arrives.
      const hasField = /<(input|textarea)\b/.test(html.slice(html.indexOf('<body')));
      expect(/inter-latin-opsz-normal/.test(critical), page).toBe(hasField);
    }
  });

  it("leaves hover-only rules and the disabled states the markup does not show to the full stylesheet, and keeps focus, press, checked and a disabled control's state", () => {
    const css =
      '.a{color:red}.a:hover{color:blue}.b:hover:not(:disabled):not([aria-disabled="true"]){color:blue}' +
      '.c:hover,.c:focus-visible{outline:0}.d:not(:hover){opacity:1}.e:hover .f{transform:none}' +
      '@media (hover:hover){.g:hover{color:red}}@media (min-width:1px){.h:hover{color:red}.h{color:blue}}' +
      '.i:focus{outline:0}.i:focus-visible{outline:0}.j:active{transform:none}.k:disabled,.k[aria-disabled=true]{opacity:.5}' +
      '.l:checked{color:red}@keyframes spin{to{transform:rotate(1turn)}}' +
      '.link:disabled{color:gray}.link:disabled,.link:hover{cursor:default}.control:disabled{color:gray}' +
      '.both:disabled{color:gray}.x-field:disabled{color:gray}.link:disabled .icon{opacity:.5}' +
      '.menu:disabled{color:gray}.y-field:disabled{color:gray}.inset:disabled{color:gray}';
    // `.menu` and `.y-field` are enabled in the markup (only the app could disable them); `.inset`
    // is disabled by its fieldset.
    const page = parse(
      '<a class="link both"><span class="icon"></span></a><button class="control k both" disabled></button>' +
        '<x-field class="x-field" disabled></x-field><button class="menu"></button><y-field class="y-field"></y-field>' +
        '<fieldset disabled><input class="inset"></fieldset>',
    );
    expect(withoutDeadStates(css, page)).toBe(
      '.a{color:red}.c:hover,.c:focus-visible{outline:0}.d:not(:hover){opacity:1}' +
        '@media (min-width:1px){.h{color:blue}}' +
        '.i:focus{outline:0}.i:focus-visible{outline:0}.j:active{transform:none}.k:disabled,.k[aria-disabled=true]{opacity:.5}' +
        '.l:checked{color:red}@keyframes spin{to{transform:rotate(1turn)}}' +
        '.control:disabled{color:gray}.both:disabled{color:gray}.x-field:disabled{color:gray}.link:disabled .icon{opacity:.5}' +
        '.inset:disabled{color:gray}',
    );
    // Without the page, only the hover-only rules go.
    expect(withoutDeadStates('.link:disabled{color:gray}.a:hover{color:red}')).toBe(
      '.link:disabled{color:gray}',
    );
    expect(neverDisabledSelector('.link:not(:disabled)', page)).toBe(false);
  });

  it("no page inlines a hover-only rule or a disabled state its markup does not show, and its full stylesheet still holds the hovers of the page's controls", () => {
    requireBuild();
    for (const page of htmlFiles(dist)) {
      const html = readFileSync(`${dist}/${page}`, 'utf8');
      const critical = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
      expect(hoverOnlyRules(critical), page).toEqual([]);
      const document = parse(html);
      expect(
        rulesWhere(critical, (selector) => neverDisabledSelector(selector, document)),
        page,
      ).toEqual([]);
      const linked = [...html.matchAll(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)"/g)]
        .map(([, href]) => readFileSync(`${dist}/${href}`, 'utf8'))
        .join('\n');
      // The hover rules of the linked stylesheets that an element of this page would take.
      const matching = hoverOnlyRules(linked).filter((selector) => {
        try {
          return document.querySelector(selector.replace(/:hover\b/g, '')) !== null;
        } catch {
          return false; // a pseudo-element or a selector jsdom cannot read
        }
      });
      // Every page has hovered links and buttons (the header's, the footer's, its own).
      expect(matching.length, page).toBeGreaterThan(5);
    }
  });
});
