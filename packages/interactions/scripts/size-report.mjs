// Size budget per component: gzip of its own JS and of its CSS, as a consumer's bundle would carry them.
// Each component's entry is bundled alone with esbuild (minified; React, react-dom and @portfolio/core
// external), so the theme and any shared helpers count into every component. Exits 1 above budget.
import { gzipSync } from 'node:zlib';
import { bundleEntry, components } from './components.mjs';

/** Budgets in bytes (1 kB = 1000 bytes). */
export const budget = { js: 4000, css: 3000 };

const gzip = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;
const kB = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;

const rows = [];
for (const component of components) {
  const { js, css } = await bundleEntry(component.entry);
  rows.push({ name: component.name, js: gzip(js), css: gzip(css) });
}

const header = [
  'component',
  'JS gzip',
  `budget ${kB(budget.js)}`,
  'CSS gzip',
  `budget ${kB(budget.css)}`,
];
const table = rows.map((r) => [
  r.name,
  kB(r.js),
  r.js <= budget.js ? 'ok' : `OVER by ${r.js - budget.js} B`,
  kB(r.css),
  r.css <= budget.css ? 'ok' : `OVER by ${r.css - budget.css} B`,
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
const line = (cells) =>
  `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;

console.log(
  '\n@portfolio/interactions size per component (gzip -9; React and @portfolio/core excluded)\n',
);
console.log(line(header));
console.log(
  `|${widths.map((w, i) => (i === 0 ? ':' : '-') + '-'.repeat(w) + (i === 0 ? '-' : ':')).join('|')}|`,
);
for (const row of table) console.log(line(row));

const over = rows.filter((r) => r.js > budget.js || r.css > budget.css);
if (over.length > 0) {
  console.error(`\nSize budget exceeded by ${over.map((r) => r.name).join(', ')}.`);
  process.exit(1);
}
console.log('\nAll components within budget.\n');
