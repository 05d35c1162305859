/**
 * The case-study password comes from the environment at build time: CASE_STUDY_PASSWORD.
 * Without it, builds (local, CI, the browser tests) use this development default, documented in
 * the README; a production deployment sets its own, and a production build refuses to seal with
 * the published default (VERCEL_ENV=production, or REQUIRE_CASE_STUDY_PASSWORD=1 on other hosts).
 */
export const DEV_CASE_STUDY_PASSWORD = 'Intention-Grid-26';

/** Whether this build is a production deployment that must not fall back to the published default. */
function requiresOwnPassword(env: Record<string, string | undefined>): boolean {
  return env.VERCEL_ENV === 'production' || env.REQUIRE_CASE_STUDY_PASSWORD === '1';
}

export function caseStudyPassword(env: Record<string, string | undefined> = process.env): {
  password: string;
  fromEnv: boolean;
} {
  const fromEnv = env.CASE_STUDY_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '') return { password: fromEnv, fromEnv: true };
  if (requiresOwnPassword(env))
    throw new Error(
      'CASE_STUDY_PASSWORD is not set for a production build: the development default is published in the README. Set CASE_STUDY_PASSWORD (see README, "Case-study password").',
    );
  return { password: DEV_CASE_STUDY_PASSWORD, fromEnv: false };
}
