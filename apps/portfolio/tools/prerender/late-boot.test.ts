import { describe, expect, it } from 'vitest';
import { BOOT_SCRIPT, BOOT_TEMPLATE_ID, deferAppBoot } from './late-boot';

const page = (head: string) =>
  `<!doctype html><html><head><style>a{}</style>${head}</head><body><div id="root"></div></body></html>`;

describe('deferAppBoot', () => {
  const html = page(
    '<script type="module" crossorigin src="/assets/index-A.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/jsx-B.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/index-C.css" media="print" data-deferred-css><noscript><link rel="stylesheet" crossorigin href="/assets/index-C.css"></noscript>',
  );
  const out = deferAppBoot(html);
  const template = new RegExp(`<template id="${BOOT_TEMPLATE_ID}">([\\s\\S]*?)</template>`).exec(
    out,
  )?.[1];

  it('moves the entry, its modulepreloads and the deferred stylesheets into one template', () => {
    // Still media="print": the app switches the stylesheets on together (src/styles/deferredCss.ts).
    expect(template).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/index-C.css" media="print" data-deferred-css>' +
        '<link rel="modulepreload" crossorigin href="/assets/jsx-B.js">' +
        '<script type="module" crossorigin src="/assets/index-A.js"></script>',
    );
    const outside = out.replace(/<template[\s\S]*?<\/template>/, '');
    expect(outside).not.toContain('index-A.js');
    expect(outside).not.toContain('jsx-B.js');
    expect(outside).not.toContain('data-deferred-css');
  });

  it('keeps the <noscript> stylesheet for visitors without JavaScript', () => {
    expect(out).toContain(
      '<noscript><link rel="stylesheet" crossorigin href="/assets/index-C.css"></noscript>',
    );
  });

  it('puts the template at the end of <head>, and no script of its own (the loader is in the head script)', () => {
    expect(out).toContain('</template></head>');
    expect(out).not.toContain(BOOT_SCRIPT);
    expect(out.match(/<script>/g)).toBeNull();
  });

  it('refuses a page without an entry script', () => {
    expect(() => deferAppBoot(page(''))).toThrow(/no entry <script type="module">/);
  });
});
