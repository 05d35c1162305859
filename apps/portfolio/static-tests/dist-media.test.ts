import { createHash } from 'node:crypto';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sniffMediaType } from '../tools/vite-plugins/media-types';
import { dist, requireBuild, work } from '../tools/test-support/dist';
import {
  filesUnder,
  mediaFiles,
  plaintextMediaOnlyGatedPagesUse,
} from '../tools/test-support/dist-media';

/*
 * No byte of a gated study's images or videos is readable without the password: every image or
 * video file in dist/ (told by its magic bytes) is used by a page anyone can read, and a gated
 * study's files are opaque (no media signature, bucketed sizes, no source names).
 */

const STUDIES = join(work, '../src/content/case-studies');

/** Chunks of gated studies (their front matter module and their sealed module). */
function gatedChunks(): Set<string> {
  const chunks = JSON.parse(readFileSync(join(work, 'chunk-modules.json'), 'utf8')) as Record<
    string,
    string[]
  >;
  const gated = readdirSync(STUDIES)
    .filter((file) => file.endsWith('.md'))
    .filter((file) => /^gated:\s*true\s*$/m.test(readFileSync(join(STUDIES, file), 'utf8')))
    .map((file) => `src/content/case-studies/${file}`);
  return new Set(
    Object.entries(chunks)
      .filter(([, modules]) => modules.some((id) => gated.includes(id.replace(/\?sealed$/, ''))))
      .map(([chunk]) => chunk),
  );
}

/** The figure files a gated study's Markdown names. */
function gatedSources(): string[] {
  return readdirSync(STUDIES)
    .filter((file) => file.endsWith('.md'))
    .map((file) => readFileSync(join(STUDIES, file), 'utf8'))
    .filter((text) => /^gated:\s*true\s*$/m.test(text))
    .flatMap((text) => [...text.matchAll(/!\[[^\]]*\]\(([^\s)]+)/g)].map((match) => match[1]!))
    .map((path) => join(STUDIES, path));
}

describe('the check over dist/ for plaintext media', () => {
  it('reports an image only a gated page could use, whatever its name', () => {
    const site = mkdtempSync(join(tmpdir(), 'dist-media-'));
    try {
      mkdirSync(join(site, 'assets'));
      const png = readFileSync(join(STUDIES, 'figures/climatix-before.png'));
      writeFileSync(
        join(site, 'assets/used-1.webp'),
        readFileSync(join(STUDIES, 'figures/be-automation-scan.jpg')),
      );
      writeFileSync(join(site, 'assets/notes.txt'), png);
      writeFileSync(join(site, 'index.html'), '<img src="/assets/used-1.webp" alt="x">');
      expect(plaintextMediaOnlyGatedPagesUse(site, ['index.html'])).toEqual([
        'assets/notes.txt (png)',
      ]);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});

describe('dist/', () => {
  it('holds no plaintext image or video that only a gated study uses', () => {
    requireBuild();
    const gated = gatedChunks();
    expect(gated.size).toBeGreaterThanOrEqual(6);
    const publicFiles = filesUnder(dist).filter(
      (file) => /\.(html|css|js|xml|json|txt)$/.test(file) && !gated.has(file),
    );
    expect(mediaFiles(dist).length).toBeGreaterThan(0);
    expect(plaintextMediaOnlyGatedPagesUse(dist, publicFiles)).toEqual([]);
  });

  it("holds no gated study's source file, and its encrypted files are opaque and bucketed", () => {
    requireBuild();
    const sources = new Set(
      gatedSources().map((path) => createHash('sha256').update(readFileSync(path)).digest('hex')),
    );
    expect(sources.size).toBeGreaterThanOrEqual(6);
    const sealed = filesUnder(dist).filter((file) => /^assets\/s-[0-9a-f]{20}\.bin$/.test(file));
    expect(sealed.length).toBeGreaterThanOrEqual(6);
    for (const file of filesUnder(dist)) {
      const bytes = readFileSync(join(dist, file));
      expect(sources.has(createHash('sha256').update(bytes).digest('hex')), file).toBe(false);
    }
    for (const file of sealed) {
      const bytes = readFileSync(join(dist, file));
      expect(sniffMediaType(bytes), file).toBeNull();
      // nonce (12) + tag (16) + a bucket: 4 KiB, or a multiple of a quarter of a power of two.
      const padded = statSync(join(dist, file)).size - 28;
      const step = Math.max(4096, 2 ** (Math.floor(Math.log2(padded)) - 2));
      expect(padded % step, file).toBe(0);
    }
    // No source names of gated figures anywhere in dist/.
    const names = gatedSources().map((path) => path.replace(/^.*\//, '').replace(/\.[^.]+$/, ''));
    for (const file of filesUnder(dist)) for (const name of names) expect(file).not.toContain(name);
  });
});
