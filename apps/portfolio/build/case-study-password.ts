/**
 * The case-study password comes from the environment at build time: CASE_STUDY_PASSWORD.
 * Without it, builds (local, CI, the browser tests) use this development default, documented in
 * the README; a production deployment sets its own.
 */
export const DEV_CASE_STUDY_PASSWORD = 'Intention-Grid-26';

export function caseStudyPassword(env: Record<string, string | undefined> = process.env): {
  password: string;
  fromEnv: boolean;
} {
  const fromEnv = env.CASE_STUDY_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '') return { password: fromEnv, fromEnv: true };
  return { password: DEV_CASE_STUDY_PASSWORD, fromEnv: false };
}
