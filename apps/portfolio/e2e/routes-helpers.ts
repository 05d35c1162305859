import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { caseStudyPassword } from '../tools/vite-plugins/case-study-password';
import { readFrontMatter } from '../src/content/case-studies/front-matter';

/** The password the site in dist/ was built with (CASE_STUDY_PASSWORD, or the development default). */
export const PASSWORD = caseStudyPassword().password;

/** The gated case studies (front matter `gated: true`), read from the content folder. */
export const CONTENT_DIR = fileURLToPath(new URL('../src/content/case-studies/', import.meta.url));

export function gatedSlugs(): string[] {
  return readdirSync(CONTENT_DIR)
    .filter((file) => file.endsWith('.md'))
    .filter(
      (file) =>
        readFrontMatter(readFileSync(`${CONTENT_DIR}${file}`, 'utf8'), `${CONTENT_DIR}${file}`)
          .gated,
    )
    .map((file) => file.slice(0, -3));
}

/** A password of the same letters with every letter's case flipped (the "Almost correct!" entry). */
export function swapCase(text: string): string {
  return [...text]
    .map((ch) => (ch === ch.toLowerCase() ? ch.toUpperCase() : ch.toLowerCase()))
    .join('');
}
