// V8's explicit compile hint (Chrome 136+, https://v8.dev/blog/explicit-compile-hints): the magic
// comment `//# allFunctionsCalledOnLoad` on the first line of a script has V8 compile every
// function in it while the script streams in, off the main thread, instead of on its first call.
// The entry chunk holds React and the app: hydration calls most of it, and the rest is what a
// first press calls (React's event dispatch, the page's handlers), which V8 compiled lazily inside
// that press: 4.8 ms of compilation and 2.1 ms of parsing in the theme toggle's 9.2 ms click at 4×
// CPU in a tap's trace (issue 30). A lazy chunk loads when its part is about to run (a demo, a
// page, the theme switch, the password modal), so it carries the hint too.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Chunks shorter than this (in characters of minified, almost all ASCII, JavaScript) go without:
 * their few functions compile in microseconds on first call.
 */
const COMPILE_HINT_MIN_LENGTH = 1500;

/**
 * Writes the hint on the first line of the client build's entry chunk and of each lazily loaded
 * chunk of `COMPILE_HINT_MIN_LENGTH` or more. The chunks the entry imports statically (React's core,
 * small helpers) go without: hydration calls them anyway, and they are in every page's first load,
 * whose JavaScript budget the hint's bytes would spend. Written after Vite has written the bundle:
 * minification strips comments, and Vite puts its preload map (`__vite__mapDeps`) above
 * everything else as it writes. So the file names hash the chunks without it; the hint is a
 * function of each chunk's place and size.
 */
export function compileHints(): Plugin {
  return {
    name: 'portfolio:compile-hints',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    enforce: 'post',
    writeBundle(options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const initial = new Set(
        chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => chunk.imports),
      );
      for (const chunk of chunks) {
        if (!options.dir || initial.has(chunk.fileName)) continue;
        const file = join(options.dir, chunk.fileName);
        const code = readFileSync(file, 'utf8');
        if (
          (chunk.isEntry || code.length >= COMPILE_HINT_MIN_LENGTH) &&
          !code.startsWith(COMPILE_HINT)
        )
          writeFileSync(file, `${COMPILE_HINT}\n${code}`);
      }
    },
  };
}
