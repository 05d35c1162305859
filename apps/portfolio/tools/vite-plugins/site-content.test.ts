import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import * as site from '../../src/content/site';
import * as table from '../../src/routes/table';
import { checkSiteContent, siteContent } from './site-content';

const FILE = 'src/content/site.ts';
/** A deep copy of the real home content, to break one field at a time. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests put wrong types in on purpose
const content = () => structuredClone({ ...site }) as Record<string, any>;

/** Runs the plugin's check as a build starting would. */
const buildStart = (plugin: Plugin) =>
  (plugin.buildStart as (this: unknown) => Promise<void>).call({});

/** The error `checkSiteContent` throws for `data`, line by line. */
function problems(data: unknown, folders = {}): string[] {
  try {
    checkSiteContent(data, table, FILE, folders);
  } catch (error) {
    return (error as Error).message.split('\n');
  }
  return [];
}

describe('the home content (src/content/site.ts)', () => {
  it('passes its schema and its references as committed', async () => {
    expect(problems({ ...site })).toEqual([]);
    await expect(buildStart(siteContent())).resolves.toBeUndefined();
  });

  it('fails the build naming the file, the field and what was expected, for a wrong or missing field', () => {
    const missing = content();
    delete missing.projects[1].impact.label;
    expect(problems(missing)).toEqual([
      `${FILE}: "projects.1.impact.label": expected what the figure measures (text), got nothing`,
    ]);

    const wrong = content();
    wrong.designer.email = 'hello at example';
    wrong.gallery[2].caption = '   ';
    wrong.playground[0].type = 'carousel';
    wrong.experiments[0].actions[1].href = 'http://example.com';
    wrong.about.paragraphs[0][1].secondary = 'yes';
    expect(problems(wrong)).toEqual([
      `${FILE}: "designer.email": expected an email address such as "hello@example.com", got "hello at example"`,
      `${FILE}: "experiments.0.actions.1.href": expected the link (an https:// address), got "http://example.com"`,
      `${FILE}: "playground.0.type": expected one of the package's demos: "smart-form-validation", "progress-indicator" or "pricing-calculator", got "carousel"`,
      `${FILE}: "about.paragraphs.0.1.secondary": expected true or false, got "yes"`,
      `${FILE}: "gallery.2.caption": expected a caption (text, not empty), got ""`,
    ]);

    const misspelt = content();
    misspelt.projects[0].liveURL = 'https://example.com';
    expect(problems(misspelt)).toEqual([
      `${FILE}: "projects.0.liveURL": expected no such field (known fields: id, name, title, tags, desc, slug, liveUrl, duration, role, impact), got "https://example.com"`,
    ]);

    const noSection = content();
    delete noSection.sections.gallery;
    noSection.hero = 'Hello';
    expect(problems(noSection)).toEqual([
      `${FILE}: "hero": expected the hero: { eyebrow, headlineLead, tagline }, got "Hello"`,
      `${FILE}: "sections.gallery": expected the Gallery section: { eyebrow, heading, intro, pause }, got nothing`,
    ]);
  });

  it('fails for a card whose case study, or a photo whose file, does not exist, and for a repeated id', () => {
    const root = mkdtempSync(join(tmpdir(), 'site-content-'));
    const folders = { studies: join(root, 'studies'), gallery: join(root, 'gallery') };
    mkdirSync(folders.studies);
    mkdirSync(folders.gallery);
    for (const study of ['cred-wealth', 'moco-prompts', 'climatix-ic', 'skill-league'])
      writeFileSync(join(folders.studies, `${study}.md`), '');
    for (const photo of site.gallery.slice(1))
      writeFileSync(join(folders.gallery, `${photo.src}.jpg`), '');
    const data = content();
    data.playground[2].id = data.projects[0].id;
    const lines = problems(data, folders);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(
      /^src\/content\/site\.ts: "projects\.2\.slug": expected the name of a case study in .*studies\/ \(.*cred-wealth.*\), got "be-automation"$/,
    );
    expect(lines[1]).toMatch(
      /^src\/content\/site\.ts: "gallery\.0\.src": expected a photo in .*gallery\/ \(a file named "nandi-dusk\.jpg", \.png, \.webp or \.avif\), got "nandi-dusk"$/,
    );
    expect(lines[2]).toBe(
      `${FILE}: "playground.2.id": expected an id no other card has ("projects.0.id" has it), got "project-climatix-ic"`,
    );
  });

  it('fails for an in-site link to a page the route table does not know, or to a case study with no file', () => {
    const data = content();
    const principles = site.experiments.findIndex((item) => item.type === 'principles');
    data.experiments[principles].actions[0].to = '/design-principle';
    data.experiments[0].actions[0].to = '/case-study/cred-welth';
    const lines = problems(data);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^src\/content\/site\.ts: "experiments\.0\.actions\.0\.to": expected a case study's page, \/case-study\/\{slug\} with a case study in src\/content\/case-studies\/ \(.*cred-wealth.*\), got "\/case-study\/cred-welth"$/,
    );
    expect(lines[1]).toBe(
      `${FILE}: "experiments.${principles}.actions.0.to": expected a page of the route table (src/routes/table.ts: /, /micro-interactions, /design-principles, /case-study/{slug}), got "/design-principle"`,
    );
    // Each page the table knows passes, with a fragment too.
    for (const to of ['/', '/micro-interactions', '/design-principles/', '/#projects']) {
      data.experiments[principles].actions[0].to = to;
      data.experiments[0].actions[0].to = '/case-study/cred-wealth';
      expect(problems(data), to).toEqual([]);
    }
  });

  it('is what the build checks: the plugin throws the same message', async () => {
    const data = content();
    data.hero.tagline = 3;
    const plugin = siteContent(data);
    await expect(buildStart(plugin)).rejects.toThrow(
      `${FILE}: "hero.tagline": expected a sentence or two under the headline (text), got 3`,
    );
    // The route table the plugin loads (src/routes/table.ts, through Vite's module runner).
    const link = content();
    link.experiments[0].actions[0].to = '/case-studies/cred-wealth';
    await expect(buildStart(siteContent(link))).rejects.toThrow(
      `${FILE}: "experiments.0.actions.0.to": expected a page of the route table (src/routes/table.ts: /, /micro-interactions, /design-principles, /case-study/{slug}), got "/case-studies/cred-wealth"`,
    );
  });
});
