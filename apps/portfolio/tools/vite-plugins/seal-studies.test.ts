import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openWithPassword, openWithRawKey, type SealedContent } from '../../src/gate/crypto';
import {
  accessTable,
  createStudySealer,
  gatedStudySlugs,
  readerVariable,
  sealingConfig,
  type SealingConfig,
} from './seal-studies';

const SHARED = 'Shared-Lantern-Orbit-31';
const ACME = 'Acme-Velvet-Quarry-58';
const GLOBEX = 'Globex-Copper-Meadow-72';
const SEED = 'a build seed of at least thirty-two characters!';
const HTML = { one: '<p>Study one.</p>', two: '<p>Study two.</p>' };
const nowhere = { findPublished: () => null };

function config(overrides: Partial<SealingConfig> = {}): SealingConfig {
  return {
    shared: null,
    readers: [
      { name: 'acme', password: ACME, studies: ['study-one'] },
      { name: 'globex', password: GLOBEX, studies: ['study-one', 'study-two'] },
    ],
    gatedStudies: ['study-one', 'study-two'],
    seed: SEED,
    devSealed: false,
    ...overrides,
  };
}

async function sealBoth(settings: SealingConfig): Promise<Record<'one' | 'two', SealedContent>> {
  const sealer = createStudySealer(settings);
  const [one, two] = await Promise.all([
    sealer.seal('study-one', HTML.one),
    sealer.seal('study-two', HTML.two),
  ]);
  return { one, two };
}

function folderWith(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'readers-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text);
  return folder;
}

describe('per-reader passwords (key slots)', () => {
  it('reader A opens study 1 but not study 2; a reader granted both opens both', async () => {
    const sealed = await sealBoth(config());
    expect(sealed.one.slots).toHaveLength(2);
    expect(sealed.two.slots).toHaveLength(1);
    await expect(openWithPassword(sealed.one, ACME, 'study-one')).resolves.toMatchObject({
      ok: true,
      plaintext: HTML.one,
    });
    await expect(openWithPassword(sealed.two, ACME, 'study-two')).resolves.toEqual({
      ok: false,
      reason: 'wrong-key',
    });
    await expect(openWithPassword(sealed.two, GLOBEX, 'study-two')).resolves.toMatchObject({
      ok: true,
    });
    // Each study has its own content key: study 1's key opens nothing of study 2.
    const one = await openWithPassword(sealed.one, GLOBEX, 'study-one');
    if (!one.ok) throw new Error('globex must open study one');
    await expect(openWithRawKey(sealed.two, one.rawKey, 'study-two')).resolves.toMatchObject({
      ok: false,
    });
  }, 60_000);

  it("a revoked reader's old password fails on the new build, and so does the content key it saw", async () => {
    const before = await sealBoth(config());
    const opened = await openWithPassword(before.one, ACME, 'study-one');
    if (!opened.ok) throw new Error('acme must open study one before the revocation');
    const savedKey = opened.rawKey;
    // Revoking: remove the entry and rebuild.
    const after = await sealBoth(
      config({
        readers: [{ name: 'globex', password: GLOBEX, studies: ['study-one', 'study-two'] }],
      }),
    );
    await expect(openWithPassword(after.one, ACME, 'study-one')).resolves.toEqual({
      ok: false,
      reason: 'wrong-key',
    });
    await expect(openWithRawKey(after.one, savedKey, 'study-one')).resolves.toEqual({
      ok: false,
      reason: 'wrong-key',
    });
    // The reader who stays still opens it (a new key, the same text).
    await expect(openWithPassword(after.one, GLOBEX, 'study-one')).resolves.toMatchObject({
      ok: true,
      plaintext: HTML.one,
    });
    expect(after.one.salt).not.toBe(before.one.salt);
  }, 60_000);

  it('the same inputs and seed seal byte-identical output; the build hands out the same content key the browser gets', async () => {
    const a = await sealBoth(config());
    const b = await sealBoth(config());
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    const sealer = createStudySealer(config());
    const opened = await openWithPassword(a.one, ACME, 'study-one');
    if (!opened.ok) throw new Error('acme must open study one');
    expect(Array.from(await sealer.contentKey('study-one'))).toEqual(Array.from(opened.rawKey));
  }, 60_000);

  it('without CASE_STUDY_SEED, derives the seed from the passwords: reproducible, and another password changes every derived byte', async () => {
    const settings = config({ seed: undefined, shared: SHARED, readers: [] });
    const a = createStudySealer(settings);
    const b = createStudySealer(settings);
    const [sealedA, sealedB] = await Promise.all([
      a.seal('study-one', HTML.one),
      b.seal('study-one', HTML.one),
    ]);
    expect(sealedB).toEqual(sealedA);
    const other = await createStudySealer({ ...settings, shared: `${SHARED}x` }).seal(
      'study-one',
      HTML.one,
    );
    expect(other.salt).not.toBe(sealedA.salt);
    expect(other.caseSalt).not.toBe(sealedA.caseSalt);
    expect(other.iv).not.toBe(sealedA.iv);
  }, 60_000);

  it('prints a table study × reader without any password', () => {
    const table = accessTable(config({ shared: SHARED }));
    expect(table.split('\n')).toEqual([
      '| study     | shared password | acme | globex |',
      '|-----------|-----------------|------|--------|',
      '| study-one | ✓               | ✓    | ✓      |',
      '| study-two | ✓               | ·    | ✓      |',
    ]);
    for (const password of [SHARED, ACME, GLOBEX]) expect(table).not.toContain(password);
  });
});

describe('the sealing configuration', () => {
  const gatedStudies = ['study-one', 'study-two'];

  it('defaults to the shared password for every gated study (the spec)', () => {
    const settings = sealingConfig(
      { CASE_STUDY_PASSWORD: SHARED },
      { ...nowhere, gatedStudies, readersFile: '/nonexistent/readers.json' },
    );
    expect(settings).toMatchObject({ shared: SHARED, readers: [], devSealed: false });
  });

  it('reads readers from readers.json and their passwords from the environment or the secrets file', () => {
    const folder = folderWith({
      'readers.json': JSON.stringify({
        sharedPassword: false,
        readers: [
          { name: 'acme', studies: ['study-one'] },
          { name: 'globex-eu', studies: ['study-two'] },
        ],
      }),
      'readers.secrets.json': JSON.stringify({ 'globex-eu': GLOBEX }),
    });
    expect(readerVariable('globex-eu')).toBe('CASE_STUDY_READER_GLOBEX_EU');
    // Without the shared password, CASE_STUDY_PASSWORD is not needed.
    const settings = sealingConfig(
      { CASE_STUDY_READER_ACME: ACME },
      {
        ...nowhere,
        gatedStudies,
        readersFile: join(folder, 'readers.json'),
        secretsFile: join(folder, 'readers.secrets.json'),
      },
    );
    expect(settings.shared).toBeNull();
    expect(settings.readers).toEqual([
      { name: 'acme', password: ACME, studies: ['study-one'] },
      { name: 'globex-eu', password: GLOBEX, studies: ['study-two'] },
    ]);
  });

  it.each([
    [
      'a reader without a password',
      { readers: [{ name: 'acme', studies: ['study-one'] }] },
      {},
      /Reader "acme" .* has no password: set CASE_STUDY_READER_ACME/,
    ],
    [
      'a reader granted a study that is not gated',
      { readers: [{ name: 'acme', studies: ['nope'] }] },
      { CASE_STUDY_READER_ACME: ACME },
      /reader "acme" is granted "nope", which is not a gated case study/,
    ],
    [
      'a gated study no password opens',
      { sharedPassword: false, readers: [{ name: 'acme', studies: ['study-one'] }] },
      { CASE_STUDY_READER_ACME: ACME },
      /study-two is gated but no password opens it/,
    ],
    [
      "a weak reader's password",
      { readers: [{ name: 'acme', studies: ['study-one'] }] },
      { CASE_STUDY_READER_ACME: 'Welcome12345' },
      /The password of reader "acme" is too weak/,
    ],
  ])('refuses %s', (_, file, env, message) => {
    const folder = folderWith({ 'readers.json': JSON.stringify(file) });
    expect(() =>
      sealingConfig(
        { CASE_STUDY_PASSWORD: SHARED, ...env },
        {
          ...nowhere,
          gatedStudies,
          readersFile: join(folder, 'readers.json'),
          secretsFile: join(folder, 'none.json'),
        },
      ),
    ).toThrow(message);
  });

  it('refuses a short CASE_STUDY_SEED', () => {
    expect(() =>
      sealingConfig(
        { CASE_STUDY_PASSWORD: SHARED, CASE_STUDY_SEED: 'short' },
        { ...nowhere, gatedStudies, readersFile: '/nonexistent/readers.json' },
      ),
    ).toThrow(/CASE_STUDY_SEED must be at least 32 characters/);
  });

  it('refuses a CASE_STUDY_SEED printed in the repository', () => {
    // The scan is stubbed to find only the seed (the shared password of these tests is printed here too).
    expect(() =>
      sealingConfig(
        { CASE_STUDY_PASSWORD: SHARED, CASE_STUDY_SEED: SEED },
        {
          gatedStudies,
          readersFile: '/nonexistent/readers.json',
          findPublished: (text) => (text === SEED ? 'build/seal-studies.test.ts' : null),
        },
      ),
    ).toThrow(/^CASE_STUDY_SEED is printed in the repository \(build\/seal-studies\.test\.ts\)/);
  });

  it('marks a build sealed with the development password (the ribbon shows)', () => {
    expect(
      sealingConfig(
        { USE_DEV_CASE_STUDY_PASSWORD: '1' },
        { gatedStudies, readersFile: '/nonexistent/readers.json' },
      ).devSealed,
    ).toBe(true);
  });

  it('reads `gated` through the front-matter schema, as the build does', () => {
    const folder = mkdtempSync(join(tmpdir(), 'gated-'));
    const study = (gated: string) =>
      `---\ntitle: T\nsummary: S\nrole: R\nduration: D\nyear: 2024\ntags: [A]\n${gated}---\nBody\n`;
    writeFileSync(join(folder, 'open.md'), study(''));
    writeFileSync(join(folder, 'capital.md'), study('gated: True\n'));
    writeFileSync(join(folder, 'commented.md'), study('gated: true # client work\n'));
    writeFileSync(join(folder, 'no.md'), study('gated: false\n'));
    expect(gatedStudySlugs(folder)).toEqual(['capital', 'commented']);
    writeFileSync(join(folder, 'typo.md'), study('gate: true\n'));
    expect(() => gatedStudySlugs(folder)).toThrow(
      /typo\.md: front matter "gate": expected no such field/,
    );
  });

  it("finds this site's gated studies, and the committed readers.json is valid", () => {
    expect(gatedStudySlugs()).toEqual(['be-automation', 'climatix-ic', 'skill-league']);
    expect(() => sealingConfig({ USE_DEV_CASE_STUDY_PASSWORD: '1' })).not.toThrow();
  });
});
