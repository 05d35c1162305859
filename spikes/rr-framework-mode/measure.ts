// Initial JS of the prerendered home page, counted as `pnpm perf` counts the site's
// (apps/portfolio/perf/js-budget.ts: module scripts, modulepreloads and inline scripts, gzip -9).
import { initialJs } from '../../apps/portfolio/tools/perf/js-budget';

const home = initialJs('build/client', 'index.html');
for (const part of home.parts) console.log(`${(part.gzip / 1024).toFixed(1)} kB  ${part.file}`);
console.log(`${(home.bytes / 1024).toFixed(1)} kB  initial JS of a two-route framework-mode page`);
