// Size budget per component, measured as a consumer gets it: both packages are packed (`pnpm pack`,
// exactly what a registry would serve), extracted into a temp app next to the workspace's React,
// and that app is built with Vite and with esbuild (scripts/consumer-bundle.ts). A component's JS
// cost is its app's gzip JS minus a React-only app's; its CSS is its own stylesheet's gzip.
// Prints the table; exits 1 above budget. Needs dist/ of both packages (`pnpm build`).
// Not size-limit: it bundles with esbuild or webpack only (no Vite), and consumer-bundle.ts also serves the registry test.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, realpath, rm, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { packageDir } from './components';
import { budget, measureConsumer, overBudget, sizeTable } from './consumer-bundle';

const coreDir = path.resolve(packageDir, '../core');
const workDir = await mkdtemp(path.join(tmpdir(), 'pf-size-'));
try {
  const appDir = path.join(workDir, 'app');
  const tarballs = path.join(workDir, 'tarballs');
  await mkdir(tarballs, { recursive: true });
  for (const [dir, name] of [
    [coreDir, 'core'],
    [packageDir, 'interactions'],
  ] as const) {
    execFileSync('pnpm', ['pack', '--pack-destination', tarballs], { cwd: dir, stdio: 'ignore' });
    const tarball = (await readdir(tarballs)).find((f) => f.includes(`-${name}-`));
    const target = path.join(appDir, 'node_modules/@portfolio', name);
    await mkdir(target, { recursive: true });
    execFileSync('tar', [
      '-xzf',
      path.join(tarballs, tarball!),
      '-C',
      target,
      '--strip-components=1',
    ]);
  }
  const fromPackage = createRequire(path.join(packageDir, 'package.json'));
  for (const name of ['react', 'react-dom']) {
    const real = await realpath(path.dirname(fromPackage.resolve(`${name}/package.json`)));
    await symlink(real, path.join(appDir, 'node_modules', name), 'dir');
  }

  const { rows } = await measureConsumer(appDir);
  console.log(
    `\n@portfolio/interactions per component in a consumer's bundle (gzip -9; JS minus a React-only app, @portfolio/core included; budget ${budget.js / 1000} kB JS, ${budget.css / 1000} kB CSS)\n`,
  );
  for (const line of sizeTable(rows)) console.log(line);
  const over = overBudget(rows);
  if (over.length > 0) {
    console.error(
      `\nSize budget exceeded: ${over.map((r) => `${r.component} (${r.bundler}, ${r.from})`).join(', ')}.`,
    );
    process.exitCode = 1;
  } else console.log('\nAll components within budget.\n');
} finally {
  await rm(workDir, { recursive: true, force: true });
}
