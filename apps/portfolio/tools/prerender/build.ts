// `pnpm build` for the site: the client build, the prerender (server) build, then one static
// HTML file per public route plus 404.html, each with its head tags, the inline intro script and
// early event contract, font preloads, its critical CSS inline (the stylesheets and the app after
// first paint) and the
// CSS/JS of the lazy page it shows; social card images, sitemap.xml and
// robots.txt; the CSP and headers for every host (tools/prerender/hosts.ts). The base URL comes
// from env SITE_URL (see tools/vite-plugins/seo-plugin.ts).
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { transformSync } from 'esbuild';
import { build } from 'vite';
import type * as EntryServer from '../../src/entry-server';
import { buildHeadScript, hasFormToSubmit, takeThemeScript } from './intro-script';
import { cardFor, renderCard } from './og-image';
import {
  assemblePage,
  fontPreloads,
  routeFile,
  serifAtFirstPaint,
  splitHoistedHead,
  type Manifest,
} from './html';
import { criticalCss, inlineCriticalCss } from './critical-css';
import { deferAppBoot } from './late-boot';
import { robotsTxt, sitemapXml } from './sitemap';
import { writeHostConfigs } from './hosts';
import { STORYBOOK_DIR } from './csp';
import { publishStorybook } from './storybook';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Build-only output, outside dist/ (never deployed): the server bundle and the chunk maps. */
const work = join(root, '.prerender');
/** The site is assembled here and replaces dist/ in one rename at the end, so a test serving
 * dist/ meanwhile never sees half a build. */
const dist = join(work, 'dist');
const finalDist = join(root, 'dist');
const started = Date.now();

// One build at a time in this checkout: a second `pnpm build` waits instead of overwriting
// dist/ half-way through the first.
const lock = join(root, 'node_modules', '.prerender.lock');
for (;;) {
  try {
    writeFileSync(lock, String(process.pid), { flag: 'wx' });
    break;
  } catch {
    const holder = Number(readFileSync(lock, 'utf8'));
    let alive = false;
    try {
      process.kill(holder, 0);
      alive = holder !== process.pid;
    } catch {
      alive = false;
    }
    if (!alive) rmSync(lock, { force: true });
    else await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
const releaseLock = () => rmSync(lock, { force: true });
process.on('exit', releaseLock);

rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
writeFileSync(join(work, '.gitignore'), '*\n');

// 1. Client build, with Vite's manifest and the list of modules in each chunk (for the
//    lazy-chunk checks in tools/perf/js-budget.ts).
const chunkModules: Record<string, string[]> = {};
await build({
  root,
  configFile: join(root, 'vite.config.ts'),
  build: { manifest: 'manifest.json', outDir: dist, emptyOutDir: true },
  plugins: [
    {
      name: 'portfolio:chunk-modules',
      apply: 'build',
      generateBundle(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          chunkModules[output.fileName] = output.moduleIds.map(
            // A gated study's ciphertext keeps its query (`x.md?sealed`): by file alone it would
            // pass for its study's own module.
            (id) => relative(root, id.replace(/^\0/, '')).replace(/\?(?!sealed$).*$/, ''),
          );
        }
      },
    },
  ],
});
const manifest: Manifest = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8'));
rmSync(join(dist, 'manifest.json'));
writeFileSync(join(work, 'manifest.json'), JSON.stringify(manifest, null, 2));
writeFileSync(join(work, 'chunk-modules.json'), JSON.stringify(chunkModules, null, 2));

// 2. Server build of src/entry-server.tsx. Each module of src/ records itself when evaluated,
//    so a route rendered in a fresh worker reports exactly the lazy modules it used.
await build({
  root,
  configFile: join(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: join(work, 'ssr'),
    emptyOutDir: true,
    copyPublicDir: false,
    minify: false,
  },
  plugins: [
    {
      name: 'portfolio:record-modules',
      apply: 'build',
      enforce: 'post',
      transform(code, id) {
        const file = id.split('?')[0]!;
        // The site's own modules: its lazy pages and content are what a route adds to the shared
        // entry (lazily loaded packages, such as the demos, keep loading on demand).
        if (
          id.startsWith('\0') ||
          !file.startsWith(join(root, 'src')) ||
          !/\.(tsx?|md)$/.test(file) ||
          /\.css\.ts$/.test(file)
        )
          return null;
        return {
          code: `${code}\n;globalThis.__prerenderModules?.add(${JSON.stringify(relative(root, file))});\n`,
          map: null,
        };
      },
    },
  ],
});
const entry = join(work, 'ssr', 'entry-server.js');
const { publicRoutes, notFoundMeta, siteUrl, SITE_NAME, OG_IMAGE_SIZE }: typeof EntryServer =
  await import(pathToFileURL(entry).href);

/**
 * The render worker (render-worker.ts) as plain JavaScript in .prerender/: a worker thread on
 * Node 20 does not inherit the loader tsx registered in this process, and registering tsx in
 * every worker made each page's render 1.7× slower than compiling the worker once here.
 */
const renderWorker = join(work, 'render-worker.mjs');
writeFileSync(
  renderWorker,
  transformSync(readFileSync(new URL('./render-worker.ts', import.meta.url), 'utf8'), {
    loader: 'ts',
    format: 'esm',
  }).code,
);

/** Renders `url` in a fresh worker: its HTML and the modules it used. */
function renderInWorker(url: string): Promise<{ html: string; modules: string[] }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(renderWorker, { workerData: { entry, url } });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once(
      'exit',
      (code) => code !== 0 && reject(new Error(`render worker for ${url} exited with ${code}`)),
    );
  });
}

// 3. The one inline head script: the stored theme, the intro decision and the early event
//    contract, with its form part on pages that have a form, and the app's loader
//    (tools/prerender/intro-script.ts).
const { template, themeScript } = takeThemeScript(readFileSync(join(dist, 'index.html'), 'utf8'));
const introScripts = {
  plain: await buildHeadScript(root, false, themeScript),
  forms: await buildHeadScript(root, true, themeScript),
};
writeFileSync(join(work, 'intro-boot.js'), introScripts.plain);
writeFileSync(join(work, 'intro-boot-forms.js'), introScripts.forms);

/** Every rule of the built stylesheets, to find the pages that draw the serif at first paint. */
const stylesheets = readdirSync(join(dist, 'assets'))
  .filter((file) => file.endsWith('.css'))
  .map((file) => readFileSync(join(dist, 'assets', file), 'utf8'))
  .join('\n');

// 4. One HTML file per route; 404.html for everything else.
const pages = [
  // Only the 404 page has no path.
  ...publicRoutes.map((route) => ({ url: route.path!, meta: route })),
  { url: '/404', meta: notFoundMeta },
];
const written: string[] = [];
/** What every page is assembled with; each page adds its head, markup and modules. */
const shell = { template, manifest };
for (const page of pages) {
  const { html, modules } = await renderInWorker(page.url);
  const file = page.meta.path === null ? '404.html' : routeFile(page.meta.path);
  const { head, body } = splitHoistedHead(html);
  const assembled = assemblePage({
    ...shell,
    head,
    body,
    introScript: hasFormToSubmit(body) ? introScripts.forms : introScripts.plain,
    preloads: fontPreloads(dist, { serif: serifAtFirstPaint(body, stylesheets) }),
    modules,
    prerenderedFor: page.meta.path ?? '404',
  });
  const out = deferAppBoot(inlineCriticalCss(assembled, await criticalCss(assembled, dist)));
  mkdirSync(dirname(join(dist, file)), { recursive: true });
  writeFileSync(join(dist, file), out);
  written.push(file);
}

// 5. Social cards, sitemap and robots.txt.
mkdirSync(join(dist, 'og'), { recursive: true });
const cards = new Map<string, (typeof publicRoutes)[number] | typeof notFoundMeta>();
// The first route naming a card draws it (the 404 page shares the home card).
for (const meta of [...publicRoutes, notFoundMeta])
  if (!cards.has(meta.ogImage)) cards.set(meta.ogImage, meta);
for (const [name, meta] of cards) {
  const png = await renderCard(
    cardFor(meta, { siteName: SITE_NAME, siteUrl, size: OG_IMAGE_SIZE }),
  );
  writeFileSync(join(dist, 'og', `${name}.png`), png);
}
writeFileSync(
  join(dist, 'sitemap.xml'),
  sitemapXml(
    siteUrl,
    publicRoutes.map((route) => route.path!),
  ),
);
writeFileSync(join(dist, 'robots.txt'), robotsTxt(siteUrl));

// 6. The package's static Storybook beside the site, at /storybook/ (tools/prerender/storybook.ts).
publishStorybook(dist);

// 7. The same headers on every host, with the hashes of the inline code just written:
//    vercel.json, _headers (Netlify, Cloudflare Pages), a <meta> CSP in every HTML file and
//    .nojekyll (GitHub Pages).
writeHostConfigs({ dist, vercelFile: join(root, 'vercel.json') });

rmSync(finalDist, { recursive: true, force: true });
renameSync(dist, finalDist);

console.log(
  `prerendered ${written.length} pages (${written.join(', ')}), ${cards.size} social cards, sitemap.xml, robots.txt, the Storybook at /${STORYBOOK_DIR}/ and the host headers for ${siteUrl} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
