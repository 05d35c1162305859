import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { CONTENT_DIR, PASSWORD, gatedSlugs } from './routes-helpers';
import { filesUnder, unescaped } from '../tools/test-support/file-text';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));

/** Entities and JS string escapes undone, so an escaped copy (HTML, a JS string) still matches. */
function decoded(text: string): string {
  return unescaped(text).replace(/\s+/g, ' ');
}

/** Text as a reader sees it: decoded, tags removed (attribute values stay findable in `decoded`). */
function readable(text: string): string {
  return decoded(text)
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ');
}

/** The sentences of a case study's body (front matter excluded: it is public), Markdown stripped. */
function bodySentences(slug: string): string[] {
  const source = readFileSync(join(CONTENT_DIR, `${slug}.md`), 'utf8');
  const body = source.replace(/^---[\s\S]*?\n---\n/, '');
  const text = body
    .replace(/```[\s\S]*?```/g, '\n')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '\n')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/^#+\s.*$/gm, '\n')
    .replace(/[*_`]/g, '')
    .replace(/^\s*[-\d.]+\s+/gm, '');
  return text
    .split(/(?<=[.!?:])\s+|\n+/)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter((sentence) => sentence.split(' ').length >= 6);
}

/**
 * What a gated study says outside its prose: figure alt texts and captions, the metric notes
 * of its metrics block, and the labels inside its SVG figures (all encrypted with the body).
 */
function figureAndMetricTexts(slug: string): string[] {
  const source = readFileSync(join(CONTENT_DIR, `${slug}.md`), 'utf8');
  const texts: string[] = [];
  for (const [, alt, path, caption] of source.matchAll(
    /!\[([^\]]+)\]\(([^\s)]+)(?:\s+'([^']*)')?\)/g,
  )) {
    texts.push(alt ?? '');
    if (caption) texts.push(caption);
    const svg = readFileSync(join(CONTENT_DIR, path ?? ''), 'utf8');
    // Labels of at least three words: "Before" or "Act now" could be anyone's.
    for (const [, label] of svg.matchAll(/<text[^>]*>([^<]+)<\/text>/g))
      if ((label ?? '').trim().split(/\s+/).length >= 3) texts.push(readable(label ?? '').trim());
  }
  for (const [, block] of source.matchAll(/```metrics\n([\s\S]*?)```/g))
    for (const line of (block ?? '').split('\n')) {
      const note = line.split('|')[2]?.trim();
      if (note && note.split(/\s+/).length >= 3) texts.push(note);
    }
  return texts;
}

function scan(needles: string[]): { needle: string; file: string }[] {
  const hits: { needle: string; file: string }[] = [];
  for (const file of filesUnder(DIST)) {
    const raw = readFileSync(file, 'latin1');
    const utf8 = readFileSync(file, 'utf8');
    const withTags = decoded(utf8);
    const text = readable(utf8);
    for (const needle of needles) {
      if (raw.includes(needle) || withTags.includes(needle) || text.includes(needle))
        hits.push({ needle, file: file.slice(DIST.length) });
    }
  }
  return hits;
}

test.describe('the built site (dist/) keeps the gated case studies secret', () => {
  test('no file contains a sentence of a gated case study, the password or its lower-case form', () => {
    const slugs = gatedSlugs();
    expect(slugs.sort()).toEqual(['be-automation', 'climatix-ic', 'skill-league']);
    const extras = slugs.flatMap(figureAndMetricTexts);
    expect(extras.length).toBeGreaterThan(15);
    const needles = [PASSWORD, PASSWORD.toLowerCase(), ...slugs.flatMap(bodySentences), ...extras];
    expect(needles.length).toBeGreaterThan(150);
    const files = filesUnder(DIST);
    expect(files.length).toBeGreaterThan(10);
    console.log(`scanned ${files.length} files of dist/ for ${needles.length} secrets`);
    expect(scan(needles)).toEqual([]);
  });

  test('the same scan finds the open case studies, so it is able to find', () => {
    const sentences = ['cred-wealth', 'moco-prompts'].flatMap((slug) => [
      ...bodySentences(slug),
      ...figureAndMetricTexts(slug),
    ]);
    const found = new Set(scan(sentences).map((hit) => hit.needle));
    expect(found.size).toBe(sentences.length);
  });
});
