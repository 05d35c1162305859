import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEV_CASE_STUDY_PASSWORD,
  HOST_MARKERS,
  caseStudyPassword,
  findPublishedPassword,
  hostingBuild,
  sealingPasswordProblem,
  suggestPassphrase,
} from './case-study-password';

/** A strong password no file holds: built here, so the repository scan finds nothing. */
const unprinted = ['Lantern', 'quarry', 'velvet', 'orbit', String(6 * 7)].join('-');
const nowhere = { findPublished: () => null };

function messageOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  return '';
}

describe('the case-study password at build time', () => {
  it('comes from CASE_STUDY_PASSWORD when set, normalised to NFC', () => {
    expect(caseStudyPassword({ CASE_STUDY_PASSWORD: unprinted })).toEqual({
      password: unprinted,
      fromEnv: true,
    });
    const decomposed = `Cafe\u0301-Lumie\u0300re-${unprinted}`;
    expect(caseStudyPassword({ CASE_STUDY_PASSWORD: decomposed }, nowhere).password).toBe(
      `Café-Lumière-${unprinted}`,
    );
  });

  it('fails closed: a build without the variable stops, and says how to set it on each host', () => {
    for (const env of [{}, { CASE_STUDY_PASSWORD: '' }, { VERCEL_ENV: 'preview' }]) {
      expect(() => caseStudyPassword(env)).toThrow(/CASE_STUDY_PASSWORD is not set/);
    }
    const message = messageOf(() => caseStudyPassword({}));
    for (const host of ['Vercel', 'Netlify', 'Cloudflare Pages', 'GitHub Pages'])
      expect(message).toContain(host);
  });

  it('uses the development default only when the dev server or a local/CI build chooses it', () => {
    expect(caseStudyPassword({}, { devServer: true })).toEqual({
      password: DEV_CASE_STUDY_PASSWORD,
      fromEnv: false,
    });
    expect(caseStudyPassword({ USE_DEV_CASE_STUDY_PASSWORD: '1' }).password).toBe(
      DEV_CASE_STUDY_PASSWORD,
    );
    // Our own CI sets CI=true and must build with the development password.
    expect(caseStudyPassword({ USE_DEV_CASE_STUDY_PASSWORD: '1', CI: 'true' }).password).toBe(
      DEV_CASE_STUDY_PASSWORD,
    );
    // A set password always wins over the opt-in.
    expect(
      caseStudyPassword({ USE_DEV_CASE_STUDY_PASSWORD: '1', CASE_STUDY_PASSWORD: unprinted })
        .password,
    ).toBe(unprinted);
  });

  it.each([
    ['VERCEL', '1'],
    ['VERCEL_ENV', 'production'],
    ['VERCEL_ENV', 'preview'],
    ['NETLIFY', 'true'],
    ['CF_PAGES', '1'],
    ['GITHUB_ACTIONS', 'true'],
  ])('refuses the development opt-in on a hosting build: %s=%s', (variable, value) => {
    const env = { USE_DEV_CASE_STUDY_PASSWORD: '1', [variable]: value };
    expect(hostingBuild(env)).toContain(`${variable}=${value}`);
    const message = messageOf(() => caseStudyPassword(env));
    expect(message).toMatch(/^USE_DEV_CASE_STUDY_PASSWORD=1 on a hosting build \(/);
    expect(message).toContain(`(${variable}=${value})): the development password is published`);
  });

  it('knows every host marker the brief names, and not CI alone', () => {
    expect(HOST_MARKERS.map((marker) => marker.variable)).toEqual([
      'VERCEL',
      'VERCEL_ENV',
      'NETLIFY',
      'CF_PAGES',
      'GITHUB_ACTIONS',
    ]);
    expect(hostingBuild({ CI: 'true' })).toBeNull();
    expect(hostingBuild({ NETLIFY: 'false', GITHUB_ACTIONS: '' })).toBeNull();
  });

  it.each([
    ['the development default', DEV_CASE_STUDY_PASSWORD, /README\.md \(the development default\)/],
    // The README no longer prints it, but the issue and this test do: still refused.
    [
      "the README's old example",
      'Quiet harbour lights 7',
      /\(apps\/portfolio\/tools\/vite-plugins\/[\w.-]+\.ts\)/,
    ],
  ])('refuses a password printed in the repository: %s', (_, password, where) => {
    const message = messageOf(() => caseStudyPassword({ CASE_STUDY_PASSWORD: password }));
    expect(message).toMatch(/^CASE_STUDY_PASSWORD is printed in the repository \(/);
    expect(message).toMatch(where);
    expect(message).toContain('protects nothing');
  });

  it('finds a password printed in any text file of the repository, ignoring letter case', () => {
    // This very file prints the test password of the content plugin's test.
    expect(findPublishedPassword('test-password-7')).toMatch(/\.test\.ts$/);
    expect(findPublishedPassword(unprinted)).toBeNull();
    // Without git (a tarball deploy), the folder walk finds it too.
    const folder = mkdtempSync(join(tmpdir(), 'published-'));
    writeFileSync(join(folder, 'NOTES.md'), 'the password is Moss-Harbour-Kite-91\n');
    writeFileSync(join(folder, 'readers.secrets.json'), '{"a":"Secret-Only-Here-55"}');
    writeFileSync(join(folder, '.env.json'), '{"CASE_STUDY_PASSWORD":"Secret-Only-Here-55"}');
    expect(findPublishedPassword('moss-harbour-kite-91', folder)).toBe('NOTES.md');
    expect(findPublishedPassword('Secret-Only-Here-55', folder)).toBeNull();
  });

  it.each(['Welcome12345', 'Summer2024!!', 'Portfolio2026'])(
    'refuses the weak sealing password %s, with a passphrase suggestion',
    (password) => {
      const message = messageOf(() =>
        caseStudyPassword({ CASE_STUDY_PASSWORD: password }, nowhere),
      );
      expect(message).toMatch(
        /^CASE_STUDY_PASSWORD is too weak to seal the case studies: an offline attacker would need about [\d.]+e\+\d+ guesses.*at least 1e12\. Try a passphrase of random words, e\.g\. [a-z]+(-[a-z]+){4}/,
      );
    },
  );

  it('accepts a passphrase the estimator puts at 10^12 guesses or more', () => {
    expect(sealingPasswordProblem(unprinted)).toBeNull();
    expect(sealingPasswordProblem('copper lantern orbit velvet')).toBeNull();
    expect(sealingPasswordProblem('abc')).toMatch(/guesses/);
    const suggestion = suggestPassphrase();
    expect(suggestion.split('-')).toHaveLength(5);
    expect(sealingPasswordProblem(suggestion)).toBeNull();
  });
});
