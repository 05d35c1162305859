// The one inline script every prerendered page runs, in its head before the first paint: the
// stored theme (index.html's theme script, which `vite dev` runs as it is), the intro decision
// (src/intro/introBoot.ts) and the early event contract that answers taps before hydration
// (src/boot/eventContract.ts), both importing only @portfolio/core and DOM helpers, bundled by
// esbuild into one minified IIFE, then the loader that starts the app after the first paint
// (tools/prerender/late-boot.ts). One script, not three: each inline script's sha256 is ~55 bytes in the
// page's CSP header and again in its <meta>, all in the first round trip (issue 30, fourth pass).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { build, transform, type Plugin } from 'esbuild';
import { BOOT_SCRIPT } from './late-boot';

const require = createRequire(import.meta.url);

/**
 * @portfolio/core from its sources: its dist is one file whose module-level constants (default
 * reducers) esbuild must keep, while per-module sources with `sideEffects: false` shake away.
 */
const coreFromSource: Plugin = {
  name: 'core-from-source',
  setup(build) {
    build.onResolve({ filter: /^@portfolio\/core$/ }, () => ({
      path: join(dirname(require.resolve('@portfolio/core/package.json')), 'src', 'index.ts'),
    }));
  },
};

/**
 * Whether a page's markup has a form to submit (not a dialog's Close form): its head script then
 * carries the contract's form part (src/boot/formReplay.ts), which the other pages do without.
 * Two scripts instead of one keep ~0.5 kB off the pages without a form (home among them), so
 * their HTML fits the first round trip of a connection.
 */
export const hasFormToSubmit = (markup: string): boolean =>
  /<form\b(?![^>]*\bmethod="dialog")/i.test(markup);

/** Minified IIFE source calling `runIntroBoot()` and `installEventContract()`, with forms or not. */
export async function buildIntroScript(root: string, forms: boolean): Promise<string> {
  const result = await build({
    stdin: {
      contents: [
        "import { runIntroBoot } from './src/intro/introBoot';",
        "import { installEventContract } from './src/boot/eventContract';",
        forms ? "import { formPart } from './src/boot/formReplay';" : '',
        'runIntroBoot();',
        forms ? 'installEventContract(document, formPart);' : 'installEventContract();',
      ].join('\n'),
      resolveDir: root,
      loader: 'ts',
      sourcefile: 'intro-boot-entry.ts',
    },
    bundle: true,
    plugins: [coreFromSource],
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.text.trim();
  // Inline in HTML: it must not be able to close its own <script> element.
  if (/<\/script|<!--/i.test(code))
    throw new Error('the intro boot script contains "</script" or "<!--" and cannot be inlined');
  return code;
}

/** index.html's theme script with the comment that introduces it (the prerender moves it). */
const THEME_SCRIPT = /[ \t]*<!--\s*theme-script:[\s\S]*?-->\s*<script>([\s\S]*?)<\/script>\n?/;

/** The template without its theme script, and that script's source. */
export function takeThemeScript(template: string): { template: string; themeScript: string } {
  const found = THEME_SCRIPT.exec(template);
  if (!found?.[1]?.includes("localStorage.getItem('theme')"))
    throw new Error('index.html has no <!-- theme-script --> <script> reading the stored theme');
  return { template: template.replace(found[0], ''), themeScript: found[1] };
}

/** The page's one inline head script: the theme, the intro and contract, the app's loader. */
export async function buildHeadScript(
  root: string,
  forms: boolean,
  themeScript: string,
): Promise<string> {
  const theme = await transform(themeScript, {
    minify: true,
    target: 'es2020',
    legalComments: 'none',
  });
  const parts = [theme.code, await buildIntroScript(root, forms), BOOT_SCRIPT];
  return parts.map((part) => part.trim().replace(/;?$/, ';')).join('');
}
