import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  notFoundMeta,
  OG_IMAGE_SIZE,
  publicRoutes,
  SITE_NAME,
  siteUrl,
} from '../src/routes/public';
import { cardFor, cardSvg, renderCard, wrapText } from '../tools/prerender/og-image';
import { dist, requireBuild } from '../tools/test-support/dist';

const site = { siteName: SITE_NAME, siteUrl, size: OG_IMAGE_SIZE };

describe('social cards', () => {
  it.each(publicRoutes.map((route) => [route.path, route] as const))(
    '%s: og/<name>.png is the card drawn from that route’s own title and description',
    async (_path, route) => {
      requireBuild();
      const built = readFileSync(`${dist}/og/${route.ogImage}.png`);
      const expected = await renderCard(cardFor(route, site));
      expect(built.equals(expected)).toBe(true);
    },
  );

  it('the 404 page shares the home card rather than overwriting it', () => {
    const home = publicRoutes.find((route) => route.path === '/');
    expect(notFoundMeta.ogImage).toBe(home?.ogImage);
  });

  it('names the card in the SVG and keeps long text inside the frame', async () => {
    const long = cardFor(
      {
        cardKicker: 'Case study',
        cardTitle: 'A very long case study title that needs two lines at least',
        description: 'word '.repeat(120),
      },
      site,
    );
    const svg = cardSvg(long);
    expect(svg).toContain('<title>Case study: A very long case study title');
    const png = await renderCard(long);
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
  });

  it('wraps text greedily and ends a cut last line with an ellipsis', () => {
    const fake = {
      unitsPerEm: 1000,
      layout: (text: string) => ({
        glyphs: [...text],
        positions: [...text].map(() => ({ xAdvance: 500, xOffset: 0, yOffset: 0 })),
      }),
    };
    // 10 px per character at size 20: "aaaa bbbb" is 90 px.
    expect(wrapText(fake, 'aaaa bbbb cccc', 20, 95, 3)).toEqual(['aaaa bbbb', 'cccc']);
    // "cccc dddd…" would be 100 px: the cut line drops a word so the ellipsis fits.
    expect(wrapText(fake, 'aaaa bbbb cccc dddd eeee', 20, 95, 2)).toEqual(['aaaa bbbb', 'cccc…']);
    expect(wrapText(fake, 'aaaa bbbb cccc dddd eeee', 20, 105, 2)).toEqual([
      'aaaa bbbb',
      'cccc dddd…',
    ]);
  });
});
