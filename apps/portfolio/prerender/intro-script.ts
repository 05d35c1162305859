// The inline head script every prerendered page runs before its first paint: the intro decision
// (src/intro/introBoot.ts) and the early event contract that answers taps before hydration
// (src/boot/eventContract.ts), both importing only @portfolio/core and DOM helpers, bundled by
// esbuild into one minified IIFE.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { build, type Plugin } from 'esbuild';

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
        forms ? "import { submitReplay } from './src/boot/formReplay';" : '',
        'runIntroBoot();',
        forms ? 'installEventContract(document, submitReplay);' : 'installEventContract();',
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
