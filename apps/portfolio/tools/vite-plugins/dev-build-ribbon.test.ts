import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { withDevBuildRibbon } from './dev-build-ribbon';

// A path, not a URL object: under jsdom the global URL is not the one node:fs accepts.
const template = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'index.html'),
  'utf8',
);

describe('the development-build ribbon in the page template', () => {
  it('a dev-sealed build puts a named landmark with the warning after the app root', () => {
    const { document } = new JSDOM(withDevBuildRibbon(template, true)).window;
    const ribbon = document.querySelector('aside[aria-label="Development build"]');
    expect(ribbon?.textContent).toBe(
      'development build, case studies use the public development password',
    );
    // Outside the root React hydrates, right after it: the last thing on the page.
    expect(ribbon?.previousElementSibling?.id).toBe('root');
    expect(document.querySelector('#root')?.childElementCount).toBe(0);
  });

  it('a build sealed with a real password has no ribbon', () => {
    expect(withDevBuildRibbon(template, false)).toBe(template);
    expect(withDevBuildRibbon(template, false)).not.toContain('Development build');
  });
});
