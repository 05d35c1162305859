// The package's static Storybook, published beside the site at /storybook/. It is built once, by
// the root task `storybook:build` (turbo runs it before the site's build, and `storybook:check`
// reads the same output), and copied here; a build run outside turbo builds it when it is missing.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STORYBOOK_DIR, storybookHtmlFiles } from './csp';

const workspace = fileURLToPath(new URL('../../../..', import.meta.url));
/** Where `pnpm storybook:build` writes the static Storybook. */
export const storybookStatic = join(workspace, 'storybook-static');

/** Storybook's own build metadata (versions, first-use date): of no use to a visitor. */
const UNPUBLISHED = ['project.json'];

/**
 * The HTML with `<base href="/storybook/">` first in <head>, before any URL it resolves (the
 * preview's first script comes before its <meta charset>). Storybook's pages load everything by
 * relative URL, and a host with clean URLs may serve its manager at `/storybook` (Vercel's
 * `trailingSlash: false`), where `./sb-manager/…` would resolve to the site's root. The preview's
 * own `<base target="_parent">` still applies: a base without `href` only sets the target.
 */
export function withStorybookBase(html: string, file = 'HTML'): string {
  if (/<base\b[^>]*\bhref=/i.test(html)) throw new Error(`${file} already has a <base href>`);
  const head = /<head>/i.exec(html);
  if (!head) throw new Error(`${file} has no <head> to put the <base> in`);
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}\n    <base href="/${STORYBOOK_DIR}/" />${html.slice(at)}`;
}

/** Copies the static Storybook into `dist/storybook/`, building it first when it is missing. */
export function publishStorybook(dist: string, source = storybookStatic): void {
  if (!existsSync(join(source, 'index.json'))) {
    console.log('storybook-static/ is missing: building the Storybook (pnpm storybook:build)');
    const { status } = spawnSync('pnpm', ['run', 'storybook:build'], {
      cwd: workspace,
      stdio: 'inherit',
    });
    if (status !== 0 || !existsSync(join(source, 'index.json')))
      throw new Error('The Storybook build failed: run `pnpm storybook:build` to see why.');
  }
  const target = join(dist, STORYBOOK_DIR);
  rmSync(target, { recursive: true, force: true });
  cpSync(source, target, { recursive: true });
  for (const name of UNPUBLISHED) rmSync(join(target, name), { force: true });
  for (const file of storybookHtmlFiles(dist)) {
    const path = join(dist, file);
    writeFileSync(path, withStorybookBase(readFileSync(path, 'utf8'), file));
  }
}
