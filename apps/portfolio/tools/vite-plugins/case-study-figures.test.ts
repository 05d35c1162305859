import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileCaseStudy } from './case-study-content';
import { renderFigures, sealStudyAssets } from './case-study-figures';
import { ImageEncoder, widthsFor } from './figure-images';
import { sniffMediaType } from './media-types';
import { deriveAssetKeys, openAsset } from '../../src/lib/sealed-assets';

// Front matter takes lines 1–8, so the body starts on line 9.
const source = (body: string) =>
  `---\ntitle: T\nsummary: S\nrole: R\nduration: 3 months\nyear: 2024\ntags: [A]\n---\n${body}`;

let files: Record<string, Uint8Array>;
let cacheDir: string;
const read = (path: string) => {
  if (path === 'figures/locked.png')
    throw Object.assign(new Error(`EACCES: ${path}`), { code: 'EACCES' });
  const bytes = files[path];
  if (!bytes) throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
  return bytes;
};
const compile = (body: string) => compileCaseStudy(source(body), '/x/studies/a.md', read);

/** The figures of `body` as a public study's HTML, every file "emitted" into `emitted`. */
async function render(body: string, encoder = new ImageEncoder(cacheDir)) {
  const compiled = compile(body);
  const emitted = new Map<string, Uint8Array>();
  const html = await renderFigures(compiled.html, compiled.figures, {
    encoder,
    emit: (name, bytes) => {
      emitted.set(name, bytes);
      return `/${name}`;
    },
    inlineSvg: compiled.inlineSvg,
  });
  return { html, emitted, encoder };
}

beforeAll(async () => {
  cacheDir = mkdtempSync(join(tmpdir(), 'figure-cache-'));
  const picture = (width: number, height: number, color: string) =>
    sharp({ create: { width, height, channels: 3, background: color } });
  files = {
    'figures/wide.png': await picture(1200, 800, '#3366cc').png().toBuffer(),
    'figures/small.jpg': await picture(600, 400, '#cc6633').jpeg().toBuffer(),
    'figures/b.webp': await picture(800, 600, '#33cc66').webp().toBuffer(),
    'figures/c.avif': await picture(700, 500, '#6633cc').avif({ effort: 0 }).toBuffer(),
    'figures/flow.mp4': Buffer.from('\0\0\0\x18ftypisom\0\0\0\0isomiso2', 'binary'),
    'figures/flow.png': await picture(640, 360, '#222222').png().toBuffer(),
    'figures/start.jpg': await picture(640, 360, '#444444').jpeg().toBuffer(),
    'figures/anim.gif': Buffer.from('GIF89a\x01\0\x01\0\0\0\0;', 'binary'),
    'figures/fake.png': new TextEncoder().encode('not an image at all'),
    'figures/clip.webm': Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0]),
  };
}, 30_000);
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

describe('figures in case-study Markdown', () => {
  it('turns an image into a <picture> of AVIF and WebP at widths up to its own, sized, lazy below the fold', async () => {
    const { html, emitted } = await render(
      `${'Words before the figure. '.repeat(20)}\n\n![Two boxes](figures/small.jpg "The caption")`,
    );
    expect(html).toContain('<source type="image/avif" srcset="/assets/small-480-');
    expect(html).toMatch(
      /<source type="image\/avif" srcset="\/assets\/small-480-[0-9a-f]{10}\.avif 480w, \/assets\/small-600-[0-9a-f]{10}\.avif 600w" sizes="\(min-width: 760px\) 660px, calc\(100vw - 72px\)">/,
    );
    expect(html).toMatch(/<source type="image\/webp" srcset="[^"]*600w" sizes="[^"]+">/);
    expect(html).toMatch(
      /<img src="\/assets\/small-600-[0-9a-f]{10}\.webp" alt="Two boxes" width="600" height="400" loading="lazy" decoding="async"><\/picture>/,
    );
    // The placeholder is inline, so it is no request: below the first screen, the preview's
    // dominant colour (#cc6633 here) as one SVG cell.
    expect(html).not.toContain('data:image');
    const placeholder = html.match(/<svg class="cs-placeholder".*?<\/svg>/)?.[0] ?? '';
    expect(placeholder).toMatch(
      /^<svg class="cs-placeholder" viewBox="0 0 1 1" preserveAspectRatio="none" aria-hidden="true"><path fill="#[0-9a-f]{6}" d="M0 0h1v1h-1z"\/><\/svg>$/,
    );
    const [red, green, blue] = placeholder
      .match(/fill="#(..)(..)(..)"/)!
      .slice(1)
      .map((hex) => parseInt(hex, 16));
    expect(Math.abs(red! - 0xcc)).toBeLessThan(16);
    expect(Math.abs(green! - 0x66)).toBeLessThan(16);
    expect(Math.abs(blue! - 0x33)).toBeLessThan(16);
    expect(html).toContain('<figcaption>The caption</figcaption>');
    // Never wider than the source: 600 px wide gives 480 and 600, in both formats.
    expect([...emitted.keys()].map((name) => name.replace(/-[0-9a-f]{10}/, ''))).toEqual(
      expect.arrayContaining([
        'assets/small-480.avif',
        'assets/small-600.avif',
        'assets/small-480.webp',
        'assets/small-600.webp',
      ]),
    );
    expect(emitted.size).toBe(4);
    for (const [name, bytes] of emitted)
      expect(sniffMediaType(bytes)).toBe(name.endsWith('.avif') ? 'avif' : 'webp');
    expect(widthsFor(2400)).toEqual([480, 960, 1440]);
    expect(widthsFor(1000)).toEqual([480, 960, 1000]);
    expect(widthsFor(300)).toEqual([300]);
  }, 30_000);

  it('loads a figure in the first screen eagerly, at low priority unless marked as the largest paint', async () => {
    const plain = await render('![Wide](figures/wide.png)\n\nText.');
    expect(plain.html).toContain(
      ' width="1200" height="800" loading="eager" fetchpriority="low" decoding="async">',
    );
    // Nothing but the image itself is fetched for it before the first paint: its placeholder,
    // a coarse preview (3 × 4 colour cells, a few hundred bytes), is inline.
    expect(plain.html).not.toContain('data:image');
    const placeholder = plain.html.match(/<svg class="cs-placeholder".*?<\/svg>/)?.[0] ?? '';
    expect(placeholder).toMatch(
      /^<svg class="cs-placeholder" viewBox="0 0 3 4" preserveAspectRatio="none" aria-hidden="true">(<path fill="#[0-9a-f]{6}" d="M\d \dh1v1h-1z"\/>){12}<\/svg>$/,
    );
    expect(placeholder.length).toBeLessThan(600);
    const { html } = await render(
      '![Wide](figures/wide.png){priority}\n\nText.\n\n![Small](figures/small.jpg){priority}',
    );
    const [first, second] = html.split('<figure').slice(1);
    expect(first).toContain('loading="eager" fetchpriority="high"');
    expect(second).toContain('loading="lazy"');
    expect(second).not.toContain('fetchpriority');
  }, 30_000);

  it('sets two or three images on consecutive lines side by side, as a row', async () => {
    const { html } = await render(
      'Intro.\n\n![Before](figures/wide.png "Before")\n![After](figures/b.webp "After")',
    );
    expect(html).toMatch(/^<p>Intro\.<\/p>\n<div class="cs-figure-row" data-count="2"><figure/);
    expect(html.match(/<figure /g)).toHaveLength(2);
    expect(html).toContain('sizes="(min-width: 760px) 320px, calc(50vw - 44px)"');
    // Three, from every accepted source type: PNG, JPEG, WebP and AVIF in one study.
    const three = await render(
      'Intro.\n\n![A](figures/small.jpg)\n![B](figures/b.webp)\n![C](figures/c.avif)',
    );
    expect(three.html).toContain('<div class="cs-figure-row" data-count="3">');
    expect(three.html).toMatch(
      /<img src="\/assets\/c-700-[0-9a-f]{10}\.webp" alt="C" width="700" height="500"/,
    );
    expect(three.html).toContain('sizes="(min-width: 760px) 210px, calc(50vw - 44px)"');
  }, 30_000);

  it('hides a decorative image from assistive tech and keeps alt text otherwise required', async () => {
    const { html } = await render('![](figures/small.jpg){decorative}');
    expect(html).toMatch(/<img src="[^"]+" alt="" width="600"/);
    expect(() => compile('![](figures/small.jpg)')).toThrow(
      /^\/x\/studies\/a\.md:9: figure figures\/small\.jpg needs alt text: .*\{decorative\}/,
    );
    expect(() => compile('![Alt](figures/small.jpg){decorative}')).toThrow(
      /a\.md:9: figure figures\/small\.jpg is marked \{decorative\} but has alt text/,
    );
  });

  it('makes a video with its same-named poster, or the one named after it', async () => {
    const { html, emitted } = await render('![A loop](figures/flow.mp4 "Caption")');
    expect(html).toMatch(
      /<video controls muted loop playsinline preload="none" width="640" height="360" data-poster="\/assets\/flow-poster-[0-9a-f]{10}\.webp" aria-label="A loop"><source src="\/assets\/flow-[0-9a-f]{10}\.mp4" type="video\/mp4"><\/video>/,
    );
    expect(html).not.toContain('autoplay');
    // Copied as given.
    const copied = [...emitted].find(([name]) => name.endsWith('.mp4'));
    expect(copied?.[1]).toEqual(files['figures/flow.mp4']);
    const named = await render('![A clip](figures/clip.webm){poster=figures/start.jpg}');
    expect(named.html).toMatch(/type="video\/webm"/);
  }, 30_000);

  it('fails the build, naming file and line, for each broken figure', () => {
    const fails = (body: string, message: RegExp) => expect(() => compile(body)).toThrow(message);
    fails(
      'Intro.\n\n![Gone](figures/gone.png)',
      /^\/x\/studies\/a\.md:11: figure figures\/gone\.png does not exist/,
    );
    fails(
      '![Locked](figures/locked.png)',
      /a\.md:9: figure figures\/locked\.png cannot be read \(EACCES\)/,
    );
    fails(
      '![Moving](figures/anim.gif)',
      /a\.md:9: figure figures\/anim\.gif is not an allowed type \(gif\)/,
    );
    fails(
      '![Fake](figures/fake.png)',
      /a\.md:9: figure figures\/fake\.png is not an allowed type \(unknown\)/,
    );
    fails(
      '![Clip](figures/clip.webm)',
      /a\.md:9: video figures\/clip\.webm needs a poster: an image beside it \(figures\/clip\.png, .*\) or \{poster=path\}/,
    );
    fails(
      '![Clip](figures/clip.webm){poster=figures/none.png}',
      /a\.md:9: the poster figures\/none\.png of video figures\/clip\.webm does not exist/,
    );
    fails(
      '![A](figures/wide.png)\n![B](figures/wide.png)\n![C](figures/wide.png)\n![D](figures/wide.png)',
      /a\.md:9: a row holds two or three figures, not 4/,
    );
    fails('![A](figures/wide.png){zoom}', /a\.md:9: unknown figure attribute "zoom"/);
    fails(
      'Text with ![an image](figures/wide.png) inside.',
      /a\.md:9: an image must stand in a paragraph of its own/,
    );
    fails(
      '![Remote](https://example.com/x.png)',
      /a\.md:9: figure https:\/\/example\.com\/x\.png must be a file beside the Markdown/,
    );
    // Every problem at once, each with its line.
    expect(() => compile('![](figures/wide.png)\n\n![Gone](figures/gone.png)')).toThrow(
      /a\.md:9: .*\n.*a\.md:11: /,
    );
  });

  it('encodes each image once: a second build with no image change encodes nothing', async () => {
    const body =
      '![Wide](figures/wide.png)\n\n![Small](figures/small.jpg)\n\n![Again](figures/wide.png)';
    const cold = await render(body, new ImageEncoder(mkdtempSync(join(tmpdir(), 'figure-cold-'))));
    expect(cold.encoder.encoded).toBe(2);
    const folder = mkdtempSync(join(tmpdir(), 'figure-warm-'));
    await render(body, new ImageEncoder(folder));
    const second = await render(body, new ImageEncoder(folder));
    expect(second.encoder.encoded).toBe(0);
    expect(second.encoder.cached).toBe(2);
    expect(second.html).toBe(cold.html);
  }, 60_000);
});

describe('figures of a gated study', () => {
  it('keep placeholder, size and alt text in the (sealed) HTML and name their files by index only', async () => {
    const compiled = compile('![Before](figures/wide.png)\n![After](figures/b.webp)');
    const sealedAssets = { files: [] as Uint8Array[] };
    const html = await renderFigures(compiled.html, compiled.figures, {
      encoder: new ImageEncoder(cacheDir),
      emit: () => {
        throw new Error('a gated figure emits nothing in plaintext');
      },
      sealedAssets,
      inlineSvg: compiled.inlineSvg,
    });
    expect(html).toMatch(
      /<figure class="cs-figure cs-figure-image" data-sealed="loading"><span class="cs-frame"><img class="cs-placeholder" src="data:image\/webp;base64,[^"]+"[^>]*><img alt="Before" width="1200" height="800" data-assets="0:480 1:960 2:1200" data-type="image\/webp"><\/span><p class="cs-figure-error" role="alert" hidden>This figure could not be opened\. <button type="button" class="cs-figure-retry">Try again<\/button><\/p><\/figure>/,
    );
    expect(html).not.toMatch(/\/assets\/|wide|b\.webp/);
    expect(sealedAssets.files).toHaveLength(5);
  }, 30_000);

  it('seals each file under the study key: opaque, bucketed, bound to study and index', async () => {
    const key = new Uint8Array(32).fill(7);
    const plain = [files['figures/small.jpg']!, files['figures/flow.png']!];
    const sealed = await sealStudyAssets(plain, key, 'climatix-ic');
    const again = await sealStudyAssets(plain, key, 'climatix-ic');
    expect(again.map((file) => file.name)).toEqual(sealed.map((file) => file.name));
    const keys = await deriveAssetKeys(key);
    for (const [index, file] of sealed.entries()) {
      expect(file.name).toMatch(/^assets\/s-[0-9a-f]{20}\.bin$/);
      expect(sniffMediaType(file.bytes)).toBeNull();
      expect((file.bytes.length - 28) % 4096).toBe(0);
      await expect(openAsset(file.bytes, keys, 'climatix-ic', index)).resolves.toEqual(
        new Uint8Array(plain[index]!),
      );
    }
    const [first, second] = sealed;
    // A nonce of its own per file (its first 12 bytes), even for the same bytes at another index.
    expect(first!.bytes.subarray(0, 12)).not.toEqual(second!.bytes.subarray(0, 12));
    const twice = await sealStudyAssets([plain[0]!, plain[0]!], key, 'climatix-ic');
    expect(twice[0]!.bytes.subarray(0, 12)).not.toEqual(twice[1]!.bytes.subarray(0, 12));
    await expect(openAsset(first!.bytes, keys, 'skill-league', 0)).rejects.toThrow();
    await expect(openAsset(first!.bytes, keys, 'climatix-ic', 1)).rejects.toThrow();
    await expect(
      openAsset(first!.bytes, await deriveAssetKeys(new Uint8Array(32).fill(8)), 'climatix-ic', 0),
    ).rejects.toThrow();
    const tampered = new Uint8Array(first!.bytes);
    tampered[40] = (tampered[40] ?? 0) ^ 1;
    await expect(openAsset(tampered, keys, 'climatix-ic', 0)).rejects.toThrow();
    // Unique nonces: the first 12 bytes of every file differ.
    expect(
      new Set(sealed.map((file) => Buffer.from(file.bytes.subarray(0, 12)).toString('hex'))).size,
    ).toBe(2);
  });
});
