import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { caseStudyPassword } from '../tools/vite-plugins/case-study-password';
import { sealingConfig } from '../tools/vite-plugins/seal-studies';
import { openWithPassword, type SealedContent } from '../src/gate/crypto';
import { builtPages, dist, parse, requireBuild, work } from '../tools/test-support/dist';

/**
 * The sealed body of each gated case study, as the built chunks carry it: the study's chunk
 * holds its front matter and imports its ciphertext's own chunk.
 */
function sealedStudies(): { slug: string; sealed: SealedContent }[] {
  requireBuild();
  const read = (file: string) => readFileSync(`${dist}/assets/${file}`, 'utf8');
  return readdirSync(`${dist}/assets`)
    .filter((file) => file.endsWith('.js'))
    .flatMap((file) => {
      const study = /slug:"([a-z0-9-]+)"[^]*?sealed:[^;]*?import\("\.\/([\w-]+\.js)"\)/.exec(
        read(file),
      );
      if (!study) return [];
      const [, slug, sealedFile] = study;
      // The minified object literal, read as JSON once its keys are quoted (base64 has no ":" or ",").
      const match = /\{v:\d+,iterations:[^]*?ciphertext:"[^"]+"\}/.exec(read(sealedFile!));
      if (!match) throw new Error(`${sealedFile} (imported by ${file}) carries no sealed content`);
      const sealed = JSON.parse(
        match[0].replace(/([{,])([A-Za-z]+):/g, '$1"$2":'),
      ) as SealedContent;
      return [{ slug: slug!, sealed }];
    });
}

// The browser tests type caseStudyPassword(): if the test task saw another CASE_STUDY_PASSWORD
// than the build (turbo's strict env mode passes only declared variables), every gate test fails
// for the wrong reason. This names the cause.
describe('the password the tests type', () => {
  it('opens every sealed case study in dist/ (the build and the tests read the same CASE_STUDY_PASSWORD)', async () => {
    const studies = sealedStudies();
    expect(studies.map((study) => study.slug).sort()).toEqual([
      'be-automation',
      'climatix-ic',
      'skill-league',
    ]);
    const { password } = caseStudyPassword();
    for (const { slug, sealed } of studies) {
      const opened = await openWithPassword(sealed, password, slug);
      expect(
        opened.ok,
        `${slug} was sealed with another password than the one the tests see: declare CASE_STUDY_PASSWORD on the turbo test task`,
      ).toBe(true);
    }
  });
});

describe('the prerendered unlock form', () => {
  it('cannot be submitted natively before hydration, and has no named field to put in a URL', () => {
    for (const slug of ['be-automation', 'climatix-ic', 'skill-league']) {
      const document = parse(readFileSync(`${dist}/case-study/${slug}.html`, 'utf8'));
      const field = document.querySelector('form input[type="password"]');
      expect(field, slug).not.toBeNull();
      expect(field!.hasAttribute('name'), slug).toBe(false);
      expect(document.querySelectorAll('form [name]').length, slug).toBe(0);
      // A disabled default button blocks implicit submission (Enter) until React takes over.
      const submit = document.querySelector<HTMLButtonElement>('form button[type="submit"]');
      expect(submit?.disabled, slug).toBe(true);
    }
  });
});

describe('the development-build ribbon', () => {
  it('is on every prerendered page of a dev-sealed build (no script needed), and on none otherwise', () => {
    requireBuild();
    const devSealed = sealingConfig().devSealed;
    const files = builtPages();
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const document = parse(readFileSync(file, 'utf8'));
      const ribbon = document.querySelector('aside[aria-label="Development build"]');
      if (devSealed)
        expect(ribbon?.textContent, file).toBe(
          'development build, case studies use the public development password',
        );
      else expect(ribbon, file).toBeNull();
    }
  });
});

describe('the sealing code', () => {
  it('never ships: no built chunk holds src/gate/seal.ts or the build modules', () => {
    requireBuild();
    const chunks = JSON.parse(readFileSync(join(work, 'chunk-modules.json'), 'utf8')) as Record<
      string,
      string[]
    >;
    const modules = Object.values(chunks).flat();
    expect(modules.length).toBeGreaterThan(50);
    expect(modules.filter((id) => /^src\/gate\/seal\b|^build\/|zxcvbn/.test(id))).toEqual([]);
  });
});
