/**
 * Installs @portfolio/interactions the way another project would, from a registry, into a fresh
 * Vite + React app that has no vanilla-extract plugin, then builds that app and renders each component.
 *
 * 1. Start Verdaccio on a free 127.0.0.1 port with a temp storage folder. It serves only @portfolio/*
 *    (no uplinks, no proxy); the app's .npmrc maps only the @portfolio scope to it, so React, Vite and
 *    the rest come from the normal npm registry.
 * 2. `pnpm pack` both packages (which turns `workspace:^` into a real range) and `npm publish` the tarballs.
 * 3. Copy test/consumer-app to a temp folder, `npm install`, `vite build` (client) and `vite build --ssr`.
 * 4. Render each component server-side through the SSR bundle (ESM) and through require() (CJS).
 * 5. Install the same packages next to React 18 and render them again (the peer range is ^18 || ^19).
 *
 * Needs dist/ of both packages: run `pnpm build` first (turbo does it for `pnpm test`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_PRICING_STATE,
  PRICING_PLANS,
  passwordFormMessages,
  priceQuote,
  progressMessages,
} from '@portfolio/core';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const coreDir = path.resolve(packageDir, '../core');
const fixtureDir = path.join(packageDir, 'test/consumer-app');
const componentNames = ['SmartFormValidation', 'ProgressIndicator', 'PricingCalculator'] as const;
const componentCss = {
  SmartFormValidation: 'smart-form-validation.css',
  ProgressIndicator: 'progress-indicator.css',
  PricingCalculator: 'pricing-calculator.css',
} as const;
type ComponentName = (typeof componentNames)[number];

/** The environment of every child process: none of pnpm's or vitest's settings leak into npm or Vite. */
const childEnv: NodeJS.ProcessEnv = {
  ...Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !/^(npm_|pnpm_|vitest|node_env$|test$)/i.test(key),
    ),
  ),
  // Never send the local registry's traffic through a proxy.
  NO_PROXY: ['127.0.0.1', process.env.NO_PROXY ?? process.env.no_proxy].filter(Boolean).join(','),
  no_proxy: ['127.0.0.1', process.env.NO_PROXY ?? process.env.no_proxy].filter(Boolean).join(','),
};

/** Render scripts format prices with the default locale (Intl): pin it so "$29" does not depend on the machine. */
const renderEnv: NodeJS.ProcessEnv = { ...childEnv, LANG: 'en_US.UTF-8', LC_ALL: 'en_US.UTF-8' };

const timings: [string, number][] = [];
async function step<T>(name: string, action: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await action();
  } finally {
    const seconds = (performance.now() - started) / 1000;
    timings.push([name, seconds]);
    console.log(`[consumer] ${name}: ${seconds.toFixed(1)} s`);
  }
}

/** Runs a command to completion; rejects with its output when it exits non-zero. */
function run(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = childEnv,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(stdout);
      else
        reject(
          new Error(
            `${command} ${args.join(' ')} (in ${cwd}) exited ${code}\n${stdout}\n${stderr}`,
          ),
        );
    });
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function startVerdaccio(workDir: string): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const config = [
    `storage: ${JSON.stringify(path.join(workDir, 'storage'))}`,
    'auth:',
    '  htpasswd:',
    `    file: ${JSON.stringify(path.join(workDir, 'htpasswd'))}`,
    '    max_users: -1',
    // No uplinks: nothing is fetched from or proxied to another registry.
    'uplinks: {}',
    'packages:',
    "  '@portfolio/*':",
    '    access: $all',
    '    publish: $all',
    '    unpublish: $all',
    'web:',
    '  enable: false',
    'log: { type: stdout, format: pretty, level: warn }',
    '',
  ].join('\n');
  const configFile = path.join(workDir, 'verdaccio.yaml');
  await writeFile(configFile, config);
  const require = createRequire(import.meta.url);
  const bin = path.join(path.dirname(require.resolve('verdaccio/package.json')), 'bin/verdaccio');
  const child = spawn(
    process.execPath,
    [bin, '--config', configFile, '--listen', `127.0.0.1:${port}`],
    {
      cwd: workDir,
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Verdaccio exited ${child.exitCode}\n${output}`);
    try {
      const response = await fetch(`${url}-/ping`);
      if (response.ok) return { url, process: child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`Verdaccio did not answer on ${url} within 30 s\n${output}`);
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/** Fails early and clearly when dist/ is missing; warns (with `checkAge`) when it is older than its sources. */
async function assertBuilt(dir: string, files: string[], checkAge: boolean): Promise<void> {
  const newestSource = async (folder: string): Promise<number> => {
    let newest = 0;
    for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
      if (
        !entry.isFile() ||
        !/\.tsx?$/.test(entry.name) ||
        /\.(test|stories)\.tsx?$/.test(entry.name)
      )
        continue;
      newest = Math.max(newest, (await stat(path.join(entry.parentPath, entry.name))).mtimeMs);
    }
    return newest;
  };
  const sourceTime = checkAge ? await newestSource(path.join(dir, 'src')) : 0;
  const stale: string[] = [];
  for (const file of files) {
    const full = path.join(dir, 'dist', file);
    if (!existsSync(full)) throw new Error(`${full} is missing: run \`pnpm build\` first`);
    if ((await stat(full)).mtimeMs < sourceTime) stale.push(file);
  }
  // A warning, not a failure: while someone edits src/ this test still checks the last build.
  if (stale.length > 0)
    console.warn(
      `[consumer] dist/${stale.join(', dist/')} older than src/: testing the last build`,
    );
}

/** The text a person reads: tags and React's text separators removed, entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

function classNames(html: string): string[] {
  const names = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (value ?? '').split(/\s+/)) if (name) names.add(name);
  }
  return [...names];
}

/** Whether a stylesheet has a rule for the class (as `.name` not followed by more of a name). */
function styles(css: string, className: string): boolean {
  const escaped = className.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\\.${escaped}(?![\\w-])`).test(css);
}

function expectSpecTexts(html: Record<ComponentName, string>) {
  expect(visibleText(html.SmartFormValidation)).toContain(passwordFormMessages.submitIncomplete);
  expect(visibleText(html.ProgressIndicator)).toContain(progressMessages.start);
  const pricing = visibleText(html.PricingCalculator);
  for (const plan of PRICING_PLANS) expect(pricing).toContain(plan.name);
  expect(pricing).toContain(`$${priceQuote(DEFAULT_PRICING_STATE).total}`);
}

interface RenderedCjs {
  html: Record<ComponentName, string>;
  css: Record<string, string>;
  react: string;
}

describe('a Vite + React app without vanilla-extract, installing from a registry', () => {
  let workDir = '';
  let appDir = '';
  let react18Dir = '';
  let publishedManifest: {
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  } = {};
  const started = performance.now();

  beforeAll(async () => {
    await assertBuilt(
      packageDir,
      ['index.js', 'index.cjs', 'index.d.ts', 'index.css', ...Object.values(componentCss)],
      true,
    );
    await assertBuilt(coreDir, ['index.js', 'index.cjs', 'index.d.ts'], false);
    workDir = await mkdtemp(path.join(tmpdir(), 'pf-consumer-'));
    appDir = path.join(workDir, 'app');
    react18Dir = path.join(workDir, 'app-react18');
    const tarballs = path.join(workDir, 'tarballs');
    await mkdir(tarballs);

    const versions = {
      core: JSON.parse(await readFile(path.join(coreDir, 'package.json'), 'utf8'))
        .version as string,
      interactions: JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8'))
        .version as string,
    };

    await step('pnpm pack both packages', () =>
      Promise.all(
        [coreDir, packageDir].map((dir) =>
          run('pnpm', ['pack', '--pack-destination', tarballs], dir),
        ),
      ),
    );

    const registry = await step('start Verdaccio', () => startVerdaccio(workDir));
    try {
      const npmrc = path.join(workDir, 'publish.npmrc');
      const host = registry.url.replace(/^http:/, '');
      await writeFile(
        npmrc,
        `registry=${registry.url}\n@portfolio:registry=${registry.url}\n${host}:_authToken=local\n`,
      );
      const publish = (tarball: string) =>
        run(
          'npm',
          ['publish', `./${tarball}`, '--registry', registry.url, '--userconfig', npmrc],
          tarballs,
        );
      await step('npm publish both tarballs', async () =>
        Promise.all((await readdir(tarballs)).map(publish)),
      );
      const packument = (await (
        await fetch(`${registry.url}@portfolio%2finteractions`)
      ).json()) as {
        versions: Record<string, typeof publishedManifest>;
      };
      publishedManifest = packument.versions[versions.interactions] ?? {};

      const scopeOnly = `@portfolio:registry=${registry.url}\n`;
      await cp(fixtureDir, appDir, { recursive: true });
      const template = await readFile(path.join(appDir, 'package.template.json'), 'utf8');
      await writeFile(
        path.join(appDir, 'package.json'),
        template
          .replace('{{coreVersion}}', versions.core)
          .replace('{{interactionsVersion}}', versions.interactions),
      );
      await rm(path.join(appDir, 'package.template.json'));
      await writeFile(path.join(appDir, '.npmrc'), scopeOnly);

      // React 18: no bundler, the same render script through require() and import.
      await mkdir(react18Dir);
      await cp(path.join(fixtureDir, 'render-cjs.cjs'), path.join(react18Dir, 'render-cjs.cjs'));
      await cp(path.join(fixtureDir, 'render-esm.mjs'), path.join(react18Dir, 'render-esm.mjs'));
      await writeFile(
        path.join(react18Dir, 'package.json'),
        JSON.stringify({
          name: 'pf-consumer-react18',
          private: true,
          type: 'module',
          dependencies: {
            '@portfolio/core': versions.core,
            '@portfolio/interactions': versions.interactions,
            react: '18.3.1',
            'react-dom': '18.3.1',
          },
        }),
      );
      await writeFile(path.join(react18Dir, '.npmrc'), scopeOnly);

      const install = ['install', '--no-audit', '--no-fund', '--loglevel=error'];
      await step('npm install (Vite app with React 19, and React 18 app, in parallel)', () =>
        Promise.all([run('npm', install, appDir), run('npm', install, react18Dir)]),
      );
    } finally {
      await step('stop Verdaccio', () => stopProcess(registry.process));
    }

    const vite = ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'];
    await step('vite build (client)', () => run(process.execPath, vite, appDir));
    await step('vite build --ssr', () =>
      run(
        process.execPath,
        [...vite, '--ssr', 'src/entry-server.jsx', '--outDir', 'dist-server'],
        appDir,
      ),
    );
  }, 170_000);

  afterAll(async () => {
    const total = (performance.now() - started) / 1000;
    console.log(
      `[consumer] timings: ${timings.map(([name, s]) => `${name} ${s.toFixed(1)} s`).join(', ')}; total ${total.toFixed(1)} s`,
    );
    if (workDir && !process.env.KEEP_CONSUMER_APP)
      await rm(workDir, { recursive: true, force: true });
    else if (workDir) console.log(`[consumer] kept ${workDir}`);
  });

  it('publishes @portfolio/core as a real version range, and React as a peer of 18 and 19', () => {
    expect(publishedManifest.dependencies?.['@portfolio/core']).toMatch(/^\^\d+\.\d+\.\d+$/);
    expect(publishedManifest.peerDependencies).toEqual({
      react: '^18.0.0 || ^19.0.0',
      'react-dom': '^18.0.0 || ^19.0.0',
    });
  });

  it('installs no vanilla-extract package into the app', async () => {
    const installed = await readdir(path.join(appDir, 'node_modules'));
    expect(installed).toContain('@portfolio');
    expect(installed).not.toContain('@vanilla-extract');
  });

  it('server-renders each component from the SSR build (ESM entry) with its texts and defaults', async () => {
    const html = JSON.parse(
      await run(process.execPath, ['render-ssr.mjs'], appDir, renderEnv),
    ) as Record<ComponentName | 'App', string>;
    expectSpecTexts(html);
    // The whole app holds all three (ids from useId differ, so compare what a person reads).
    for (const name of componentNames)
      expect(visibleText(html.App)).toContain(visibleText(html[name]).trim());
  });

  it('ships the styles of every rendered class and the theme tokens in the built CSS', async () => {
    const html = JSON.parse(
      await run(process.execPath, ['render-ssr.mjs'], appDir, renderEnv),
    ) as Record<ComponentName | 'App', string>;
    const assets = await readdir(path.join(appDir, 'dist/assets'));
    const cssFiles = assets.filter((file) => file.endsWith('.css'));
    expect(cssFiles).toHaveLength(1);
    const css = await readFile(path.join(appDir, 'dist/assets', cssFiles[0] ?? ''), 'utf8');
    expect(css).toContain('--pf-color-bg');
    expect(css).toMatch(/\[data-theme=("?)dark\1\]/);
    const rendered = classNames(html.App);
    expect(rendered.length).toBeGreaterThan(10);
    expect(rendered.filter((name) => !styles(css, name))).toEqual([]);
    // The JS of the app carries no CSS-in-JS runtime.
    const js = await Promise.all(
      assets
        .filter((file) => file.endsWith('.js'))
        .map((file) => readFile(path.join(appDir, 'dist/assets', file), 'utf8')),
    );
    expect(js.join('')).not.toContain('@vanilla-extract');
  });

  it('renders each component through require() (CJS entry), each with its own CSS file', async () => {
    const result = JSON.parse(
      await run(process.execPath, ['render-cjs.cjs'], appDir, renderEnv),
    ) as RenderedCjs;
    expect(result.react).toBe('19.3.1');
    expectSpecTexts(result.html);
    for (const name of componentNames) {
      const css = result.css[componentCss[name]] ?? '';
      expect(css).toContain('--pf-color-bg');
      expect(classNames(result.html[name]).filter((className) => !styles(css, className))).toEqual(
        [],
      );
    }
  });

  it('renders each component with React 18 through require() and import', async () => {
    const cjs = JSON.parse(
      await run(process.execPath, ['render-cjs.cjs'], react18Dir, renderEnv),
    ) as RenderedCjs;
    expect(cjs.react).toBe('18.3.1');
    expectSpecTexts(cjs.html);
    const esm = JSON.parse(
      await run(process.execPath, ['render-esm.mjs'], react18Dir, renderEnv),
    ) as Pick<RenderedCjs, 'html'>;
    expectSpecTexts(esm.html);
  });
});
