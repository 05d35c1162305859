// @vitest-environment node
/**
 * The icons entry costs a consumer a few hundred bytes and no component: bundled alone, as a
 * consumer's bundler would (minified ESM, React left out), it stays within its budget.
 */
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { bundleEntry, packageDir } from '../../scripts/components';

/** Budget in gzip bytes (a component's is 4000 as the target, 4100 as today's guard). */
const ICONS_BUDGET = 1000;

describe('@portfolio/interactions/icons', () => {
  test(`bundles alone within ${ICONS_BUDGET} bytes gzip, with no component in it`, async () => {
    const { js, css } = await bundleEntry(path.join(packageDir, 'src/icons/index.ts'));
    expect(js).toContain('M3 3l18 18');
    expect(gzipSync(Buffer.from(js), { level: 9 }).length).toBeLessThanOrEqual(ICONS_BUDGET);
    expect(css).toBe('');
    // A text only each component's code holds (as in the consumer test), and the rules package.
    for (const marker of ['Show password confirmation', 'Ready when you are', 'Annual discount ('])
      expect(js).not.toContain(marker);
    expect(js).not.toContain('@portfolio/core');
  });
});
