import { describe, expect, it } from 'vitest';
import {
  DEV_CASE_STUDY_PASSWORD,
  caseStudyPassword,
  sealingPasswordProblem,
} from './case-study-password';

describe('the case-study password at build time', () => {
  it('comes from CASE_STUDY_PASSWORD when set, normalised to NFC', () => {
    expect(caseStudyPassword({ CASE_STUDY_PASSWORD: 'Quiet-Harbour-42' })).toEqual({
      password: 'Quiet-Harbour-42',
      fromEnv: true,
    });
    const decomposed = 'Cafe\u0301-Lumie\u0300re-7';
    expect(caseStudyPassword({ CASE_STUDY_PASSWORD: decomposed }).password).toBe('Café-Lumière-7');
  });

  it('fails closed: a build without the variable stops, and says how to set it on each host', () => {
    for (const env of [{}, { CASE_STUDY_PASSWORD: '' }, { VERCEL_ENV: 'preview' }]) {
      expect(() => caseStudyPassword(env)).toThrow(/CASE_STUDY_PASSWORD is not set/);
    }
    let message = '';
    try {
      caseStudyPassword({});
    } catch (error) {
      message = (error as Error).message;
    }
    for (const host of ['Vercel', 'Netlify', 'Cloudflare Pages', 'GitHub Pages'])
      expect(message).toContain(host);
  });

  it('uses the development default only when the dev server or the test commands choose it', () => {
    expect(caseStudyPassword({}, { devServer: true })).toEqual({
      password: DEV_CASE_STUDY_PASSWORD,
      fromEnv: false,
    });
    expect(caseStudyPassword({ USE_DEV_CASE_STUDY_PASSWORD: '1' }).password).toBe(
      DEV_CASE_STUDY_PASSWORD,
    );
    // A set password always wins over the opt-in.
    expect(
      caseStudyPassword({
        USE_DEV_CASE_STUDY_PASSWORD: '1',
        CASE_STUDY_PASSWORD: 'Quiet-Harbour-42',
      }).password,
    ).toBe('Quiet-Harbour-42');
    // …and a Vercel production build never takes the published default.
    expect(() =>
      caseStudyPassword({ USE_DEV_CASE_STUDY_PASSWORD: '1', VERCEL_ENV: 'production' }),
    ).toThrow(/CASE_STUDY_PASSWORD is not set/);
  });

  it('refuses a weak sealing password: under 12 characters, under strength 3, or common', () => {
    expect(() => caseStudyPassword({ CASE_STUDY_PASSWORD: 'abc' })).toThrow(
      /too weak.*3 characters/,
    );
    expect(() => caseStudyPassword({ CASE_STUDY_PASSWORD: 'Short-Pw-1' })).toThrow(
      /10 characters.*at least 12/,
    );
    expect(sealingPasswordProblem('a long passphrase')).toMatch(/strength 1 of 4/);
    expect(sealingPasswordProblem('alllowercase-words')).toMatch(/strength 2 of 4/);
    expect(sealingPasswordProblem('MyAdmin-Portal-2026')).toMatch(/common word/);
    expect(sealingPasswordProblem('Quiet harbour lights')).toMatch(/strength 2 of 4/);
    expect(sealingPasswordProblem('Quiet harbour lights 7')).toBeNull();
    expect(sealingPasswordProblem(DEV_CASE_STUDY_PASSWORD)).toBeNull();
  });
});
