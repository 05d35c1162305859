import { codePointLength, evaluatePasswordStrength } from '@portfolio/core';

/**
 * The case-study password comes from the environment at build time: CASE_STUDY_PASSWORD.
 * A build never falls back silently: without it, only `pnpm dev` (the Vite dev server) and the
 * test and perf commands, which opt in with USE_DEV_CASE_STUDY_PASSWORD=1, seal with this
 * development default. It is published in the README, so it protects nothing.
 */
export const DEV_CASE_STUDY_PASSWORD = 'Intention-Grid-26';

/** The variable the test, perf and dev commands set to seal with {@link DEV_CASE_STUDY_PASSWORD}. */
export const DEV_PASSWORD_OPT_IN = 'USE_DEV_CASE_STUDY_PASSWORD';

/** A sealing password is at least this long (Unicode code points, after NFC)… */
export const SEALING_MIN_LENGTH = 12;
/** …and reaches at least this strength by core's own rules (spec §5: Strong password!). */
export const SEALING_MIN_POINTS = 3;

const HOW_TO_SET = [
  'Set CASE_STUDY_PASSWORD to a passphrase of at least 12 characters with three of: 8+ characters,',
  'an uppercase letter, a digit, a symbol (and none of password, 123456, qwerty, admin). Where to set it:',
  "  - this shell:        CASE_STUDY_PASSWORD='…' pnpm build",
  '  - Vercel:            Project → Settings → Environment Variables (Production and Preview)',
  '  - Netlify:           Site configuration → Environment variables',
  '  - Cloudflare Pages:  Settings → Variables and Secrets (Production and Preview)',
  '  - GitHub Pages:      Settings → Secrets and variables → Actions, passed to the build step as env',
  `For a local build you will not deploy, ${DEV_PASSWORD_OPT_IN}=1 seals with the published development default.`,
].join('\n');

/** Why a sealing password is refused, or null when it is strong enough. */
export function sealingPasswordProblem(password: string): string | null {
  const normalized = password.normalize('NFC');
  const length = codePointLength(normalized);
  if (length < SEALING_MIN_LENGTH)
    return `it has ${length} characters; a sealing password needs at least ${SEALING_MIN_LENGTH}`;
  const strength = evaluatePasswordStrength(normalized);
  if (strength.verdict === 'common')
    return 'it contains a common word (password, 123456, qwerty or admin)';
  if (strength.points < SEALING_MIN_POINTS)
    return `it reaches strength ${strength.points} of 4; a sealing password needs ${SEALING_MIN_POINTS} (${strength.hints.join(', ')})`;
  return null;
}

export interface CaseStudyPasswordOptions {
  /** The Vite dev server seals with the development default when no password is set. */
  devServer?: boolean;
}

/**
 * The password to seal the gated case studies with, normalised to NFC. Throws, with how to set
 * it on each host, when it is missing (and neither the dev server nor the opt-in allows the
 * development default) or too weak.
 */
export function caseStudyPassword(
  env: Record<string, string | undefined> = process.env,
  { devServer = false }: CaseStudyPasswordOptions = {},
): { password: string; fromEnv: boolean } {
  const fromEnv = env.CASE_STUDY_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '') {
    const problem = sealingPasswordProblem(fromEnv);
    if (problem)
      throw new Error(
        `CASE_STUDY_PASSWORD is too weak to seal the case studies: ${problem}.\n${HOW_TO_SET}`,
      );
    return { password: fromEnv.normalize('NFC'), fromEnv: true };
  }
  const optedIn = devServer || env[DEV_PASSWORD_OPT_IN] === '1';
  if (!optedIn || env.VERCEL_ENV === 'production')
    throw new Error(
      `CASE_STUDY_PASSWORD is not set: refusing to seal the case studies with the development default published in the README.\n${HOW_TO_SET}`,
    );
  return { password: DEV_CASE_STUDY_PASSWORD, fromEnv: false };
}
