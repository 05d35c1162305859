/**
 * The passwords a build seals the gated case studies with, and every refusal (build time only):
 * - CASE_STUDY_PASSWORD, the shared password that opens every gated study (the spec's default);
 * - optional per-reader passwords (tools/vite-plugins/seal-studies.ts), checked by the same rules;
 * - the published development default, only where a person chose it for a build not deployed.
 *
 * A sealing password is refused when it is printed anywhere in the repository (README, docs,
 * tests…), or when a kept entropy estimator (zxcvbn-ts with its English and common dictionaries)
 * puts it under 10^12 guesses. The development opt-in is refused on every hosting build.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEn from '@zxcvbn-ts/language-en';

/**
 * The development password: the dev server, the tests and perf (which opt in with
 * USE_DEV_CASE_STUDY_PASSWORD=1) seal with it. It is published in the README, so it protects nothing.
 */
export const DEV_CASE_STUDY_PASSWORD = 'Intention-Grid-26';

/** The variable the test, perf and dev commands set to seal with {@link DEV_CASE_STUDY_PASSWORD}. */
export const DEV_PASSWORD_OPT_IN = 'USE_DEV_CASE_STUDY_PASSWORD';

/** A sealing password needs at least this many guesses by the estimator (an offline attacker's work). */
export const SEALING_MIN_GUESSES = 1e12;

/**
 * Each host's own marker of its builds. `CI` alone is not one: this repository's CI sets it and
 * must still build with the development password.
 */
export const HOST_MARKERS: readonly { variable: string; host: string }[] = [
  { variable: 'VERCEL', host: 'Vercel' },
  { variable: 'VERCEL_ENV', host: 'Vercel' },
  { variable: 'NETLIFY', host: 'Netlify' },
  { variable: 'CF_PAGES', host: 'Cloudflare Pages' },
  { variable: 'GITHUB_ACTIONS', host: 'GitHub Actions (GitHub Pages)' },
];

const HOW_TO_SET = [
  'Set CASE_STUDY_PASSWORD to a passphrase no one can guess (four or five random words) that appears nowhere in the repository. Where to set it:',
  "  - this shell:        CASE_STUDY_PASSWORD='…' pnpm build",
  '  - Vercel:            Project → Settings → Environment Variables (Production and Preview)',
  '  - Netlify:           Site configuration → Environment variables',
  '  - Cloudflare Pages:  Settings → Variables and Secrets (Production and Preview)',
  '  - GitHub Pages:      Settings → Secrets and variables → Actions, passed to the build step as env',
  `For a local build you will not deploy, ${DEV_PASSWORD_OPT_IN}=1 seals with the published development default.`,
].join('\n');

let estimator: ZxcvbnFactory | undefined;
function strengthEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEn.dictionary },
    graphs: zxcvbnCommon.adjacencyGraphs,
    translations: zxcvbnEn.translations,
  });
  return estimator;
}

/** Five random common English words (3–8 letters) joined by hyphens: a passphrase to suggest. */
export function suggestPassphrase(random: (below: number) => number = randomBelow): string {
  const words = zxcvbnEn.dictionary['commonWords-en'].filter((word) => /^[a-z]{3,8}$/.test(word));
  return Array.from({ length: 5 }, () => words[random(words.length)]).join('-');
}

function randomBelow(below: number): number {
  const limit = Math.floor(0x1_0000_0000 / below) * below;
  const word = new Uint32Array(1);
  do globalThis.crypto.getRandomValues(word);
  while (word[0]! >= limit);
  return word[0]! % below;
}

/** Why a sealing password is too weak (with a passphrase suggestion), or null. */
export function sealingPasswordProblem(password: string): string | null {
  const result = strengthEstimator().check(password.normalize('NFC'));
  if (result.guesses >= SEALING_MIN_GUESSES) return null;
  const warning = result.feedback.warning ? ` (${result.feedback.warning})` : '';
  return (
    `an offline attacker would need about ${result.guesses.toExponential(1)} guesses${warning}; ` +
    `a sealing password needs at least 1e12. Try a passphrase of random words, e.g. ${suggestPassphrase()}`
  );
}

/** The repository's root: the folder holding pnpm-workspace.yaml above this file. */
export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');

const SKIPPED_FOLDERS = new Set([
  'node_modules',
  '.git',
  'dist',
  '.turbo',
  '.prerender',
  '.vercel',
  '.netlify',
  '.wrangler',
  'test-results',
  'storybook-static',
  'coverage',
]);
const TEXT_FILE =
  /\.(md|mdx|txt|json|jsonc|ya?ml|ts|tsx|js|mjs|cjs|css|html|svg|toml|sh)$|(^|\/)(README|LICENSE|run|\.gitignore|\.npmrc)$/i;

/** Where passwords are kept on purpose, never committed: the readers' secrets file, `.env` files. */
const SECRET_FILE = /(^|\/)(readers\.secrets\.json|\.env[^/]*)$/;

/** The repository's text files, as git lists them (tracked, or new and not ignored), else a walk. */
function repositoryTextFiles(root: string): string[] {
  try {
    const listed = execFileSync(
      'git',
      ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
      {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    return listed
      .split('\0')
      .filter((file) => file && TEXT_FILE.test(file) && !SECRET_FILE.test(file));
  } catch {
    const found: string[] = [];
    const walk = (folder: string) => {
      for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
        const path = folder ? `${folder}/${entry.name}` : entry.name;
        if (entry.isDirectory()) {
          if (!SKIPPED_FOLDERS.has(entry.name)) walk(path);
        } else if (TEXT_FILE.test(path) && !/\.secrets\.json$|(^|\/)\.env/.test(path))
          found.push(path);
      }
    };
    walk('');
    return found;
  }
}

/**
 * Where in the repository a password is printed (the first file, relative to the root), or null.
 * Letter case is ignored. A fast check: git's list of text files, each under 2 MB, read once.
 */
export function findPublishedPassword(password: string, root: string = REPO_ROOT): string | null {
  const needle = password.normalize('NFC').toLowerCase();
  for (const file of repositoryTextFiles(root)) {
    const path = join(root, file);
    try {
      if (statSync(path).size > 2 * 1024 * 1024) continue;
      if (readFileSync(path, 'utf8').normalize('NFC').toLowerCase().includes(needle))
        return relative(root, path);
    } catch {
      // A listed file that is gone (deleted, not yet committed): nothing printed there.
    }
  }
  return null;
}

/** The host a build runs on, by its own environment marker, or null for a local build or our own CI. */
export function hostingBuild(env: Record<string, string | undefined>): string | null {
  for (const { variable, host } of HOST_MARKERS) {
    const value = env[variable];
    if (value !== undefined && value !== '' && value !== '0' && value.toLowerCase() !== 'false')
      return `${host} (${variable}=${value})`;
  }
  return null;
}

export interface PasswordChecks {
  /** Where the password is printed in the repository, or null (default: {@link findPublishedPassword}). */
  findPublished?: (password: string) => string | null;
}

/**
 * Refuses a password a deploy must not seal with: printed in the repository, or too weak.
 * `what` names it in the message (e.g. "CASE_STUDY_PASSWORD").
 */
export function checkSealingPassword(
  password: string,
  what: string,
  { findPublished = findPublishedPassword }: PasswordChecks = {},
): string {
  const normalized = password.normalize('NFC');
  const published =
    normalized === DEV_CASE_STUDY_PASSWORD
      ? 'README.md (the development default)'
      : findPublished(normalized);
  if (published)
    throw new Error(
      `${what} is printed in the repository (${published}): anyone can read it, so it protects nothing. Choose a password that appears nowhere in the repository.\n${HOW_TO_SET}`,
    );
  const problem = sealingPasswordProblem(normalized);
  if (problem)
    throw new Error(`${what} is too weak to seal the case studies: ${problem}.\n${HOW_TO_SET}`);
  return normalized;
}

export interface CaseStudyPasswordOptions extends PasswordChecks {
  /** The Vite dev server seals with the development default when no password is set. */
  devServer?: boolean;
}

/**
 * The shared password to seal the gated case studies with, normalised to NFC. Throws, with how
 * to set it on each host, when it is missing (and neither the dev server nor the opt-in allows
 * the development default), when the opt-in is used on a hosting build, or when the password is
 * printed in the repository or too weak. `fromEnv: false`: the build is dev-sealed.
 */
export function caseStudyPassword(
  env: Record<string, string | undefined> = process.env,
  { devServer = false, ...checks }: CaseStudyPasswordOptions = {},
): { password: string; fromEnv: boolean } {
  const fromEnv = env.CASE_STUDY_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '')
    return {
      password: checkSealingPassword(fromEnv, 'CASE_STUDY_PASSWORD', checks),
      fromEnv: true,
    };
  const optedIn = devServer || env[DEV_PASSWORD_OPT_IN] === '1';
  if (!optedIn)
    throw new Error(
      `CASE_STUDY_PASSWORD is not set: refusing to seal the case studies with the development default published in the README.\n${HOW_TO_SET}`,
    );
  const host = hostingBuild(env);
  if (host && !devServer)
    throw new Error(
      `${DEV_PASSWORD_OPT_IN}=1 on a hosting build (${host}): the development password is published in the README, so a deploy sealed with it is open to everyone. Remove ${DEV_PASSWORD_OPT_IN} from the host's settings and set CASE_STUDY_PASSWORD.\n${HOW_TO_SET}`,
    );
  return { password: DEV_CASE_STUDY_PASSWORD, fromEnv: false };
}
