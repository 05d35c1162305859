import { describe, expect, it } from 'vitest';
import { DEV_CASE_STUDY_PASSWORD, caseStudyPassword } from './case-study-password';

describe('the case-study password at build time', () => {
  it('comes from CASE_STUDY_PASSWORD when set', () => {
    expect(caseStudyPassword({ CASE_STUDY_PASSWORD: 'a long passphrase' })).toEqual({
      password: 'a long passphrase',
      fromEnv: true,
    });
  });

  it('falls back to the documented development default for local, CI and test builds', () => {
    expect(caseStudyPassword({})).toEqual({ password: DEV_CASE_STUDY_PASSWORD, fromEnv: false });
    expect(caseStudyPassword({ CASE_STUDY_PASSWORD: '' })).toEqual({
      password: DEV_CASE_STUDY_PASSWORD,
      fromEnv: false,
    });
    expect(caseStudyPassword({ VERCEL_ENV: 'preview' }).fromEnv).toBe(false);
  });

  it('refuses the published default in a production build', () => {
    expect(() => caseStudyPassword({ VERCEL_ENV: 'production' })).toThrow(/CASE_STUDY_PASSWORD/);
    expect(() => caseStudyPassword({ REQUIRE_CASE_STUDY_PASSWORD: '1' })).toThrow(
      /CASE_STUDY_PASSWORD/,
    );
    expect(
      caseStudyPassword({ VERCEL_ENV: 'production', CASE_STUDY_PASSWORD: 'x-y-z' }).password,
    ).toBe('x-y-z');
  });
});
