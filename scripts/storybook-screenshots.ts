// Screenshots of the static Storybook for issue 32's note: each component's Docs page in light and
// dark, and the Pricing Calculator's right-to-left story, 1280 px wide, the first 1600 px of each
// page, as lossless WebP in docs/screenshots/issue-32/ (each file at most 250 kB).
// Needs `pnpm storybook:build` first (storybook-static/) and ffmpeg with libwebp.
// Usage: tsx scripts/storybook-screenshots.ts [port]
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const root = fileURLToPath(new URL('..', import.meta.url));
const staticDir = path.join(root, 'storybook-static');
const outDir = path.join(root, 'docs/screenshots/issue-32');
const port = Number(process.argv[2] ?? process.env.E2E_PORT ?? 5821);
const viewport = { width: 1280, height: 1600 };
const maxBytes = 250_000;

const pages = [
  { file: 'smart-form-validation-docs', id: 'components-smart-form-validation--docs' },
  { file: 'progress-indicator-docs', id: 'components-progress-indicator--docs' },
  { file: 'pricing-calculator-docs', id: 'components-pricing-calculator--docs' },
  { file: 'pricing-calculator-rtl', id: 'components-pricing-calculator--right-to-left' },
];
const themes = ['light', 'dark'] as const;

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

if (!existsSync(path.join(staticDir, 'index.json')))
  throw new Error('storybook-static/ is missing: run `pnpm storybook:build` first');

// A plain static server: Storybook's files as they are, no headers beyond the type.
const server = createServer(async (request, response) => {
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
  const file = path.join(staticDir, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
  if (!file.startsWith(staticDir) || !existsSync(file) || !(await stat(file)).isFile()) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    'content-type': types[path.extname(file)] ?? 'application/octet-stream',
  });
  response.end(await readFile(file));
});
await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const work = path.join(tmpdir(), `sb-shots-${process.pid}`);
try {
  await mkdir(outDir, { recursive: true });
  await mkdir(work, { recursive: true });
  for (const { file, id } of pages) {
    for (const theme of themes) {
      const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
      const docs = id.endsWith('--docs');
      await page.goto(
        `http://127.0.0.1:${port}/iframe.html?id=${id}&viewMode=${docs ? 'docs' : 'story'}&globals=theme:${theme}`,
      );
      // What a reader sees once it has loaded: the page's themed root, its component, its fonts.
      await page.locator(`[data-theme="${theme}"]`).first().waitFor();
      await page.locator('[data-part="root"]').first().waitFor();
      if (docs) await page.getByRole('heading', { name: 'Accessibility' }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const png = path.join(work, `${file}-${theme}.png`);
      await page.screenshot({ path: png, clip: { x: 0, y: 0, ...viewport } });
      await page.close();
      const webp = path.join(outDir, `${file}-${theme}.webp`);
      execFileSync('ffmpeg', [
        '-v',
        'error',
        '-y',
        '-i',
        png,
        '-c:v',
        'libwebp',
        '-lossless',
        '1',
        '-compression_level',
        '6',
        webp,
      ]);
      const { size } = await stat(webp);
      console.log(`${path.relative(root, webp)}: ${(size / 1000).toFixed(0)} kB`);
      if (size > maxBytes) throw new Error(`${webp} is ${size} bytes, above ${maxBytes}`);
    }
  }
} finally {
  await browser.close();
  server.close();
  await rm(work, { recursive: true, force: true });
}
