import { version } from './version';

export { version };

const PACKAGE = '@portfolio/interactions';

// Both read at build time: a missing CHANGELOG.md (nothing released yet) is an empty match.
const released = import.meta.glob<string>('../packages/interactions/CHANGELOG.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const pending = import.meta.glob<string>('../.changeset/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** A changeset's bump for this package and its summary, or null when it does not name it. */
function changeFor(text: string): { bump: string; summary: string } | null {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text.replace(/\r\n/g, '\n'));
  if (!match) return null;
  const bump = new RegExp(`["']?${PACKAGE}["']?\\s*:\\s*(major|minor|patch)`).exec(match[1]!)?.[1];
  return bump ? { bump, summary: match[2]!.trim() } : null;
}

/**
 * The changelog as markdown: the changes waiting for the next version (the pending changesets
 * that name this package, minor before patch), then every released version (CHANGELOG.md,
 * written by `changeset version`).
 */
export function changelogMarkdown(): string {
  const order = { major: 0, minor: 1, patch: 2 } as Record<string, number>;
  const changes = Object.entries(pending)
    .filter(([file]) => !file.endsWith('/README.md'))
    .flatMap(([, text]) => {
      const change = changeFor(text);
      return change ? [change] : [];
    })
    .sort((a, b) => (order[a.bump] ?? 3) - (order[b.bump] ?? 3));
  const unreleased = changes.length
    ? changes
        // Continuation lines indented under the bullet, so a summary's own list stays a list.
        .map(({ bump, summary }) => `- **${bump}**: ${summary.replace(/\n/g, '\n  ')}`)
        .join('\n')
    : 'Nothing yet.';
  // Only the released versions: CHANGELOG.md's preamble and its own "Unreleased" note (the
  // pending changesets above say it in full) are left out.
  const history = (Object.values(released)[0] ?? '')
    .split(/^(?=## )/m)
    .filter((section) => section.startsWith('## ') && !/^## Unreleased/i.test(section))
    .join('')
    .replace(/^## /gm, '### ')
    .trim();
  return [
    `## Unreleased (after ${version})`,
    unreleased,
    '## Released',
    history ||
      `No version has been released through Changesets yet: the changes above make the first entry of CHANGELOG.md.`,
  ].join('\n\n');
}
