// Checks the static Storybook that `pnpm storybook:build` wrote: its index.json must list the
// Introduction, Theme tokens and Changelog pages and, for each component, its docs page and one
// story per meaningful state; every test-only story (the Layout ones) must carry the `test-only`
// tag that keeps it out of the sidebar and the docs pages (.storybook/main.ts).
// Usage: tsx .storybook/check-static-index.ts [storybook-static]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const outputDir = path.resolve(process.argv[2] ?? 'storybook-static');

/** The states the issue asks for, by component docs id prefix. */
const expected: Record<string, string[]> = {
  'components-smart-form-validation': [
    'empty',
    'weak',
    'common-word',
    'good-start',
    'strong',
    'excellent',
    'confirm-mismatch',
    'success',
  ],
  'components-progress-indicator': [
    'idle',
    'uploading',
    'processing',
    'validating',
    'complete',
    'failed-step',
  ],
  'components-pricing-calculator': [
    'defaults',
    'professional-plan',
    'enterprise-plan',
    'max-team',
    'all-add-ons',
    'annual',
    'in-a-form',
  ],
};

/** One entry of Storybook's index.json (the fields this check reads). */
interface IndexEntry {
  id: string;
  type: 'docs' | 'story';
  tags?: string[];
}

const problems: string[] = [];
for (const file of ['index.html', 'iframe.html', 'index.json']) {
  if (!existsSync(path.join(outputDir, file)))
    problems.push(`${file} is missing from ${outputDir}`);
}

if (problems.length === 0) {
  const index = JSON.parse(readFileSync(path.join(outputDir, 'index.json'), 'utf8')) as {
    entries?: Record<string, IndexEntry>;
  };
  const entries = index.entries ?? {};
  const has = (id: string, type: IndexEntry['type']) => entries[id]?.type === type;

  for (const [id, page] of [
    ['introduction--docs', 'Introduction'],
    ['theme-tokens--docs', 'Theme tokens'],
    ['changelog--docs', 'Changelog'],
  ] as const) {
    if (!has(id, 'docs')) problems.push(`the ${page} page (${id}) is not listed`);
  }
  const layout = Object.values(entries).filter((entry) => entry.id.startsWith('layout-'));
  if (layout.length === 0) problems.push('no Layout (test-only) story is listed');
  for (const entry of layout) {
    if (entry.type === 'story' && !entry.tags?.includes('test-only'))
      problems.push(
        `${entry.id}: a Layout story without the test-only tag (it would sit in the sidebar)`,
      );
  }
  let stories = 0;
  for (const [component, states] of Object.entries(expected)) {
    if (!has(`${component}--docs`, 'docs')) problems.push(`${component}: no docs page`);
    else if (!entries[`${component}--docs`]?.tags?.includes('autodocs'))
      problems.push(`${component}: docs page is not autodocs`);
    for (const state of states) {
      if (!has(`${component}--${state}`, 'story'))
        problems.push(`${component}: no "${state}" story`);
      else stories++;
    }
  }
  if (problems.length === 0) {
    const total = Object.values(entries).filter((entry) => entry.type === 'story').length;
    console.log(
      `storybook-static/index.json: Introduction, Theme tokens, Changelog, 3 component docs pages and ${stories} state stories (${total} stories in all, ${layout.length} of them test-only).`,
    );
  }
}

if (problems.length > 0) {
  console.error(`Static Storybook check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
