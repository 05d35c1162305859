/**
 * Who may open which gated case study, and the build's sealing of them (build time only; the
 * scheme is in src/gate/seal.ts, its reasons in docs/decisions.md).
 *
 * By default (the spec) CASE_STUDY_PASSWORD opens every gated study. Optionally,
 * src/content/case-studies/readers.json (committed: names only) grants named readers a password
 * of their own for some studies, and can turn the shared password off:
 *
 *   { "sharedPassword": true, "readers": [{ "name": "acme", "studies": ["climatix-ic"] }] }
 *
 * A reader's password comes from the environment, CASE_STUDY_READER_<NAME> (upper case, other
 * characters as `_`: CASE_STUDY_READER_ACME), or from apps/portfolio/readers.secrets.json
 * ({ "acme": "…" }), which .gitignore keeps out of the repository. Revoking a reader is removing
 * the entry and rebuilding: the study's slot set changes, so its content key rotates.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  pbkdf2Bits,
  DEFAULT_KDF_ITERATIONS,
  encoder,
  type SealedContent,
} from '../../src/gate/crypto';
import { hmac, sealStudy, studyKeyMaterial, type SlotPassword } from '../../src/gate/seal';
import { readFrontMatter } from '../../src/content/case-studies/front-matter';
import {
  caseStudyPassword,
  checkSealingPassword,
  findPublishedPassword,
  type CaseStudyPasswordOptions,
} from './case-study-password';

const appRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const STUDIES_FOLDER = join(appRoot, 'src', 'content', 'case-studies');
export const READERS_FILE = join(STUDIES_FOLDER, 'readers.json');
export const READER_SECRETS_FILE = join(appRoot, 'readers.secrets.json');

/** A named reader and the studies their password opens. */
export interface Reader {
  name: string;
  password: string;
  studies: string[];
}

export interface SealingConfig {
  /** The password that opens every gated study, or null when readers.json turns it off. */
  shared: string | null;
  readers: Reader[];
  /** The slugs of the gated studies. */
  gatedStudies: string[];
  /** CASE_STUDY_SEED, or undefined: the seed is then derived from the passwords (PBKDF2). */
  seed?: string;
  /** True when sealed with the published development password: the pages show a ribbon. */
  devSealed: boolean;
  iterations?: number;
}

/** The slugs of the studies whose front matter says `gated: true`. */
export function gatedStudySlugs(folder: string = STUDIES_FOLDER): string[] {
  return (
    readdirSync(folder)
      .filter((file) => /^[a-z0-9-]+\.md$/.test(file))
      // Read by the one front-matter schema, as the build reads it: `gated: True` or a comment
      // after `true` mean the same here as there.
      .filter(
        (file) =>
          readFrontMatter(readFileSync(join(folder, file), 'utf8'), join(folder, file)).gated,
      )
      .map((file) => file.replace(/\.md$/, ''))
      .sort()
  );
}

/** The environment variable that holds a reader's password. */
export function readerVariable(name: string): string {
  return `CASE_STUDY_READER_${name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
}

interface ReadersFile {
  sharedPassword?: boolean;
  readers?: { name: string; studies: string[] }[];
}

function parseReadersFile(text: string, file: string, gated: string[]): Required<ReadersFile> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${(error as Error).message})`);
  }
  const config = data as ReadersFile;
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new Error(`${file}: must be an object { "sharedPassword": true, "readers": [] }`);
  if (config.sharedPassword !== undefined && typeof config.sharedPassword !== 'boolean')
    throw new Error(`${file}: "sharedPassword" is true or false`);
  const readers = config.readers ?? [];
  if (!Array.isArray(readers)) throw new Error(`${file}: "readers" is a list`);
  const names = new Set<string>();
  for (const reader of readers) {
    if (typeof reader?.name !== 'string' || !/^[a-z0-9][a-z0-9-]*$/.test(reader.name))
      throw new Error(
        `${file}: a reader's "name" is lower-case letters, digits and hyphens, got ${JSON.stringify(reader?.name)}`,
      );
    const variable = readerVariable(reader.name);
    if (names.has(variable))
      throw new Error(`${file}: two readers share the name "${reader.name}"`);
    names.add(variable);
    if (!Array.isArray(reader.studies) || reader.studies.length === 0)
      throw new Error(`${file}: reader "${reader.name}" needs "studies", a list of gated slugs`);
    for (const slug of reader.studies)
      if (!gated.includes(slug))
        throw new Error(
          `${file}: reader "${reader.name}" is granted "${slug}", which is not a gated case study (${gated.join(', ')})`,
        );
  }
  return { sharedPassword: config.sharedPassword ?? true, readers };
}

export interface SealingConfigOptions extends CaseStudyPasswordOptions {
  readersFile?: string;
  secretsFile?: string;
  gatedStudies?: string[];
}

/**
 * The build's sealing configuration from the environment, readers.json and the secrets file.
 * Throws with a clear message for every refusal (see case-study-password.ts).
 */
export function sealingConfig(
  env: Record<string, string | undefined> = process.env,
  options: SealingConfigOptions = {},
): SealingConfig {
  const gated = options.gatedStudies ?? gatedStudySlugs();
  const readersFile = options.readersFile ?? READERS_FILE;
  const secretsFile = options.secretsFile ?? READER_SECRETS_FILE;
  const file = existsSync(readersFile)
    ? parseReadersFile(readFileSync(readersFile, 'utf8'), readersFile, gated)
    : { sharedPassword: true, readers: [] };
  const secrets: Record<string, unknown> = existsSync(secretsFile)
    ? (JSON.parse(readFileSync(secretsFile, 'utf8')) as Record<string, unknown>)
    : {};
  // With "sharedPassword": false only the readers' passwords seal: CASE_STUDY_PASSWORD is not needed.
  const sharedPassword = file.sharedPassword ? caseStudyPassword(env, options) : null;
  const readers = file.readers.map((reader): Reader => {
    const variable = readerVariable(reader.name);
    const secret = env[variable] || secrets[reader.name];
    if (typeof secret !== 'string' || secret === '')
      throw new Error(
        `Reader "${reader.name}" (${readersFile}) has no password: set ${variable}, or add "${reader.name}" to ${secretsFile} (never committed).`,
      );
    const checked = checkSealingPassword(
      secret,
      `The password of reader "${reader.name}"`,
      options,
    );
    return { name: reader.name, password: checked, studies: [...reader.studies] };
  });
  const shared = sharedPassword?.password ?? null;
  const config: SealingConfig = {
    shared,
    readers,
    gatedStudies: gated,
    seed: env.CASE_STUDY_SEED || undefined,
    devSealed: sharedPassword !== null && !sharedPassword.fromEnv,
  };
  for (const slug of gated)
    if (slotsFor(config, slug).length === 0)
      throw new Error(
        `${slug} is gated but no password opens it: grant it to a reader in ${readersFile} or turn "sharedPassword" on`,
      );
  if (config.seed !== undefined && config.seed.length < 32)
    throw new Error(
      'CASE_STUDY_SEED must be at least 32 characters (e.g. `openssl rand -base64 32`)',
    );
  const seedPrinted =
    config.seed !== undefined && (options.findPublished ?? findPublishedPassword)(config.seed);
  if (seedPrinted)
    throw new Error(
      `CASE_STUDY_SEED is printed in the repository (${seedPrinted}): a published seed keys nothing. Generate a new one (openssl rand -base64 32) and keep it in the host's settings.`,
    );
  return config;
}

/** The passwords that open a study: the shared one (if on) and each reader granted it. */
export function slotsFor(config: SealingConfig, slug: string): SlotPassword[] {
  return [
    ...(config.shared !== null ? [{ id: 'shared', password: config.shared }] : []),
    ...config.readers
      .filter((reader) => reader.studies.includes(slug))
      .map((reader) => ({ id: `reader:${reader.name}`, password: reader.password })),
  ];
}

/** The table study × reader the build prints (✓ opens, · does not). Shows no password. */
export function accessTable(config: SealingConfig): string {
  const columns = [
    ...(config.shared !== null ? ['shared password'] : []),
    ...config.readers.map((r) => r.name),
  ];
  const rows = config.gatedStudies.map((slug) => [
    slug,
    ...(config.shared !== null ? ['✓'] : []),
    ...config.readers.map((reader) => (reader.studies.includes(slug) ? '✓' : '·')),
  ]);
  const header = ['study', ...columns];
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => row[i]!.length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...rows.map(line),
  ].join('\n');
}

/** What the build (and issue 28's sealed images) use: each gated study's key and sealed text. */
export interface StudySealer {
  readonly config: SealingConfig;
  /** The study's content key K_c, raw (32 bytes): what the browser holds after unlocking it. */
  contentKey(slug: string): Promise<Uint8Array<ArrayBuffer>>;
  /** The study's HTML, sealed so only its passwords open it. */
  seal(slug: string, html: string): Promise<SealedContent>;
}

/**
 * The 32-byte secret seed: from CASE_STUDY_SEED, or, without one, PBKDF2 of every password of
 * the build (so no extra secret is needed; see docs/decisions.md for the trade-off).
 */
export async function buildSeed(config: SealingConfig): Promise<Uint8Array<ArrayBuffer>> {
  if (config.seed !== undefined)
    return hmac(
      encoder.encode(config.seed),
      encoder.encode('portfolio-case-study:v2:seed'),
      globalThis.crypto,
    );
  const passwords = [
    ...new Set(
      [config.shared, ...config.readers.map((r) => r.password)].filter(
        (p): p is string => p !== null,
      ),
    ),
  ].sort();
  return pbkdf2Bits(
    passwords.join('\0'),
    encoder.encode('portfolio-case-study:v2:seed'),
    config.iterations ?? DEFAULT_KDF_ITERATIONS,
    globalThis.crypto,
  );
}

/** A sealer for one build: the seed is derived once; each study's keys are cached. */
export function createStudySealer(config: SealingConfig): StudySealer {
  let seed: Promise<Uint8Array<ArrayBuffer>> | undefined;
  const seedOnce = () => (seed ??= buildSeed(config));
  const slots = (slug: string) => {
    const found = slotsFor(config, slug);
    if (found.length === 0) throw new Error(`${slug}: no password opens this study`);
    return found;
  };
  return {
    config,
    async contentKey(slug) {
      return (await studyKeyMaterial(await seedOnce(), slug, slots(slug))).contentKey;
    },
    async seal(slug, html) {
      return sealStudy(html, {
        context: slug,
        seed: await seedOnce(),
        slots: slots(slug),
        iterations: config.iterations,
      });
    },
  };
}

/** A sealer with one shared password for every study (the spec's default; tests and tools). */
export function sharedPasswordSealer(
  password: string,
  options: { seed?: string; iterations?: number; devSealed?: boolean } = {},
): StudySealer {
  return createStudySealer({
    shared: password.normalize('NFC'),
    readers: [],
    gatedStudies: [],
    seed: options.seed,
    iterations: options.iterations,
    devSealed: options.devSealed ?? false,
  });
}
