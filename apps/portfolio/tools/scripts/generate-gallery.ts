// An optional generator of sample art for the home gallery: eight original SVG scenes rendered
// by sharp to JPEG "photos" in src/content/gallery/ (committed). The build makes every width and
// format from whatever photos are there (tools/vite-plugins/gallery-images.ts); a designer replaces these
// files with real photos of any size and lists them in `gallery` in src/content/site.ts.
//
//   pnpm exec tsx tools/scripts/generate-gallery.ts               writes src/content/gallery/{name}.jpg
//   pnpm exec tsx tools/scripts/generate-gallery.ts --svg         also writes the source SVGs (for editing)
//   pnpm exec tsx tools/scripts/generate-gallery.ts arches        only the named scenes
//   pnpm exec tsx tools/scripts/generate-gallery.ts --out=DIR     writes into DIR instead
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

type Size = readonly [width: number, height: number];
/** A gradient stop: offset, colour and opacity (1 when left out). */
type Stop = readonly [offset: number, color: string, opacity?: number];

const args = process.argv.slice(2);
const outArgument = args.find((arg) => arg.startsWith('--out='));
const OUT = outArgument
  ? resolve(outArgument.slice('--out='.length))
  : fileURLToPath(new URL('../../src/content/gallery/', import.meta.url));
const PORTRAIT: Size = [1080, 1350];
const LANDSCAPE: Size = [1080, 810];

/** A small seeded random generator, so every run draws the same scenes. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const svg = ([w, h]: Size, body: string, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;

const linear = (id: string, stops: Stop[], x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join('')}</linearGradient>`;

const radial = (id: string, stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join('')}</radialGradient>`;

/** A soft ridge line across the width: a smooth path through random heights. */
function ridge(
  rand: () => number,
  w: number,
  h: number,
  base: number,
  amplitude: number,
  points = 7,
): string {
  const xs = Array.from({ length: points }, (_, i) => (i / (points - 1)) * w);
  const through = xs.map((x) => ({ x, y: base - rand() * amplitude }));
  let d = `M0 ${h} L0 ${through[0]!.y.toFixed(1)}`;
  for (let i = 1; i < through.length; i++) {
    const [from, to] = [through[i - 1]!, through[i]!];
    const cx = (from.x + to.x) / 2;
    d += ` C${cx.toFixed(1)} ${from.y.toFixed(1)} ${cx.toFixed(1)} ${to.y.toFixed(1)} ${to.x.toFixed(1)} ${to.y.toFixed(1)}`;
  }
  return `${d} L${w} ${h} Z`;
}

const scenes: Record<string, () => string> = {
  'nandi-dusk': () => {
    const [w, h] = PORTRAIT;
    const rand = random(7);
    const layers = ['#8d6a9a', '#6f5184', '#533d6c', '#3b2b55', '#261c3d'];
    const hills = layers
      .map(
        (color, i) =>
          `<path d="${ridge(rand, w, h, 780 + i * 120, 140 - i * 10, 6 + i)}" fill="${color}"/>` +
          `<rect x="0" y="${640 + i * 120}" width="${w}" height="260" fill="url(#haze)" opacity="${0.55 - i * 0.09}"/>`,
      )
      .join('');
    return svg(
      PORTRAIT,
      `<rect width="${w}" height="${h}" fill="url(#sky)"/><circle cx="640" cy="720" r="360" fill="url(#glow)"/><circle cx="640" cy="720" r="92" fill="#ffd9a0"/>${hills}`,
      linear('sky', [
        [0, '#2e2447'],
        [0.35, '#8e5f86'],
        [0.62, '#e8957a'],
        [0.78, '#f6c48e'],
      ]) +
        radial('glow', [
          [0, '#ffd49a', 0.85],
          [0.4, '#f7a77c', 0.35],
          [1, '#f7a77c', 0],
        ]) +
        linear('haze', [
          [0, '#f3b594', 0],
          [0.45, '#f3b594', 0.6],
          [1, '#f3b594', 0],
        ]),
    );
  },

  stairwell: () => {
    const [w, h] = LANDSCAPE;
    let steps = '';
    for (let i = 0; i < 11; i++) {
      const x = 120 + i * 80;
      const y = 760 - i * 62;
      steps += `<path d="M${x} ${y} h80 v${-62} h-80 Z" fill="#8b8580"/><path d="M${x} ${y - 62} h80 v12 h-80 Z" fill="#c9c1b8"/>`;
    }
    return svg(
      LANDSCAPE,
      `<rect width="${w}" height="${h}" fill="url(#wall)"/>` +
        `<path d="M0 810 L1080 128 L1080 810 Z" fill="#6e6964"/>${steps}` +
        `<path d="M120 810 L1000 128 L1080 128 L1080 810 Z" fill="#5a5550" opacity="0.55"/>` +
        `<path d="M330 0 L560 0 L1080 520 L1080 760 Z" fill="url(#light)"/>` +
        `<path d="M100 0 L160 0 L160 810 L100 810 Z" fill="#3e3a37" opacity="0.65"/>` +
        `<rect x="0" y="0" width="${w}" height="${h}" fill="url(#vignette)"/>`,
      linear(
        'wall',
        [
          [0, '#b7aea5'],
          [1, '#8e867e'],
        ],
        1,
        1,
      ) +
        linear(
          'light',
          [
            [0, '#ffe3b8', 0.75],
            [1, '#ffcf8f', 0.1],
          ],
          1,
          1,
        ) +
        radial(
          'vignette',
          [
            [0.55, '#000', 0],
            [1, '#1b1714', 0.55],
          ],
          0.6,
          0.45,
          0.8,
        ),
    );
  },

  'studio-desk': () => {
    const [w, h] = PORTRAIT;
    const grain = Array.from(
      { length: 14 },
      (_, i) =>
        `<rect x="0" y="${i * 100 + 20}" width="${w}" height="2" fill="#5b3b24" opacity="0.18"/>`,
    ).join('');
    const lines = Array.from(
      { length: 9 },
      (_, i) =>
        `<rect x="150" y="${470 + i * 34}" width="${i % 3 === 2 ? 220 : 330}" height="6" rx="3" fill="#b9b2a6"/>`,
    ).join('');
    return svg(
      PORTRAIT,
      `<rect width="${w}" height="${h}" fill="url(#wood)"/>${grain}` +
        `<g transform="rotate(-7 520 620)"><rect x="130" y="230" width="560" height="760" rx="6" fill="#000" opacity="0.22" transform="translate(16 22)"/><rect x="130" y="230" width="560" height="760" rx="6" fill="#f4efe6"/>` +
        `<rect x="150" y="270" width="240" height="160" rx="14" fill="none" stroke="#2d2a26" stroke-width="5"/><circle cx="270" cy="350" r="38" fill="#e2643a"/>` +
        `<rect x="430" y="270" width="220" height="420" rx="30" fill="none" stroke="#2d2a26" stroke-width="5"/><rect x="460" y="320" width="160" height="90" rx="10" fill="#d8d1c4"/><rect x="460" y="430" width="160" height="16" rx="8" fill="#d8d1c4"/><rect x="460" y="460" width="110" height="16" rx="8" fill="#d8d1c4"/><rect x="460" y="620" width="160" height="40" rx="20" fill="#2d2a26"/>${lines}` +
        `<path d="M160 860 C260 800 340 930 440 860 S600 820 660 880" fill="none" stroke="#e2643a" stroke-width="5" stroke-linecap="round"/></g>` +
        `<g transform="rotate(32 760 1040)"><rect x="520" y="1030" width="520" height="30" rx="6" fill="#000" opacity="0.25" transform="translate(10 16)"/><rect x="560" y="1030" width="440" height="30" fill="#f2c14e"/><rect x="1000" y="1030" width="48" height="30" rx="4" fill="#d9a1a8"/><path d="M560 1030 L500 1045 L560 1060 Z" fill="#e8c9a0"/><path d="M522 1040 L500 1045 L522 1050 Z" fill="#2d2a26"/></g>` +
        `<circle cx="850" cy="330" r="170" fill="#000" opacity="0.25" transform="translate(14 22)"/><circle cx="850" cy="330" r="170" fill="#ece6dc"/><circle cx="850" cy="330" r="120" fill="#f8f5ef"/><circle cx="850" cy="330" r="96" fill="#4a2a18"/><circle cx="850" cy="330" r="96" fill="url(#crema)"/>`,
      linear(
        'wood',
        [
          [0, '#a26a43'],
          [1, '#7c4d2e'],
        ],
        1,
        1,
      ) +
        radial('crema', [
          [0, '#6b3f24', 0],
          [0.75, '#8a5a36', 0.2],
          [1, '#c08a5a', 0.9],
        ]),
    );
  },

  'monsoon-terrace': () => {
    const [w, h] = LANDSCAPE;
    const rand = random(21);
    let rain = '';
    for (let i = 0; i < 70; i++) {
      const x = rand() * (w + 300) - 150;
      const y = rand() * h;
      const len = 60 + rand() * 90;
      rain += `<path d="M${x.toFixed(0)} ${y.toFixed(0)} l${(len * 0.28).toFixed(0)} ${len.toFixed(0)}" stroke="#dfe8ee" stroke-width="${(1 + rand() * 1.6).toFixed(1)}" opacity="${(0.25 + rand() * 0.4).toFixed(2)}"/>`;
    }
    const balusters = Array.from(
      { length: 16 },
      (_, i) => `<rect x="${30 + i * 68}" y="560" width="16" height="170" fill="#1f272d"/>`,
    ).join('');
    return svg(
      LANDSCAPE,
      `<rect width="${w}" height="${h}" fill="url(#sky)"/>` +
        `<path d="${ridge(random(3), w, h, 470, 90, 8)}" fill="#4c5a64" opacity="0.8"/><path d="${ridge(random(4), w, h, 520, 60, 10)}" fill="#3a464e"/>` +
        `<rect x="0" y="730" width="${w}" height="80" fill="url(#floor)"/>${balusters}<rect x="0" y="540" width="${w}" height="26" fill="#2a343b"/><rect x="0" y="536" width="${w}" height="6" fill="#8fa3b0" opacity="0.6"/>` +
        `<g>${rain}</g>`,
      linear('sky', [
        [0, '#3f4d57'],
        [0.55, '#7d909c'],
        [1, '#aab9c1'],
      ]) +
        linear('floor', [
          [0, '#56656f'],
          [1, '#26303a'],
        ]),
    );
  },

  arches: () => {
    const [w, h] = PORTRAIT;
    let arches = '';
    for (let i = 0; i < 6; i++) {
      const s = Math.pow(0.72, i);
      const aw = 520 * s;
      const ah = 860 * s;
      const x = 540 - aw / 2 + i * 40 * s * 3;
      const y = 1250 - ah - i * 18;
      const r = aw / 2;
      arches +=
        `<path d="M${x.toFixed(1)} ${(y + ah).toFixed(1)} V${(y + r).toFixed(1)} A${r.toFixed(1)} ${r.toFixed(1)} 0 0 1 ${(x + aw).toFixed(1)} ${(y + r).toFixed(1)} V${(y + ah).toFixed(1)}" fill="none" stroke="#d08a3c" stroke-width="${(70 * s).toFixed(1)}"/>` +
        `<path d="M${(x + aw * 0.08).toFixed(1)} ${(y + ah).toFixed(1)} V${(y + r).toFixed(1)} A${(r * 0.92).toFixed(1)} ${(r * 0.92).toFixed(1)} 0 0 1 ${(x + aw * 0.92 + 0).toFixed(1)} ${(y + r).toFixed(1)} V${(y + ah).toFixed(1)} Z" fill="#5c2f1b" opacity="${(0.25 + i * 0.08).toFixed(2)}"/>`;
    }
    return svg(
      PORTRAIT,
      `<rect width="${w}" height="${h}" fill="url(#wall)"/>${arches}<rect x="0" y="1250" width="${w}" height="100" fill="#7a3f1f"/><path d="M0 1250 L1080 1250 L1080 1350 L420 1350 Z" fill="#5c2f1b" opacity="0.5"/>` +
        `<path d="M0 0 L380 0 L1080 820 L1080 1350 L0 1350 Z" fill="#3a1c10" opacity="0.18"/>`,
      linear(
        'wall',
        [
          [0, '#f0b36a'],
          [1, '#c9772f'],
        ],
        0.4,
        1,
      ),
    );
  },

  'coastal-fog': () => {
    const [w, h] = LANDSCAPE;
    const bands = [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<rect x="-40" y="${470 + i * 62}" width="${w + 80}" height="${26 + i * 6}" fill="#eef2f2" opacity="${0.5 - i * 0.07}" filter="url(#blur)"/>`,
      )
      .join('');
    return svg(
      LANDSCAPE,
      `<rect width="${w}" height="${h}" fill="url(#sky)"/><rect y="430" width="${w}" height="${h - 430}" fill="url(#sea)"/>` +
        `<path d="${ridge(random(11), w, h, 430, 60, 5)}" fill="#9fb0b6" opacity="0.55" transform="translate(0 -6) scale(1 1)" clip-path="inset(0 0 380px 0)"/>` +
        `<rect y="428" width="${w}" height="3" fill="#f4f6f5" opacity="0.8"/>${bands}` +
        `<g transform="translate(700 520)"><path d="M0 20 L80 20 L68 34 L10 34 Z" fill="#2f3c42"/><rect x="36" y="-34" width="3" height="54" fill="#2f3c42"/><path d="M40 -30 L40 16 L72 16 Z" fill="#3c4a50"/></g>` +
        `<rect x="0" y="250" width="${w}" height="140" fill="#f2f4f3" opacity="0.45" filter="url(#blur)"/>`,
      linear('sky', [
        [0, '#bfcacd'],
        [1, '#e6ebea'],
      ]) +
        linear('sea', [
          [0, '#8fa2a8'],
          [1, '#5d7279'],
        ]) +
        '<filter id="blur" x="-10%" y="-200%" width="120%" height="500%"><feGaussianBlur stdDeviation="16"/></filter>',
    );
  },

  'courtyard-noon': () => {
    const [w, h] = PORTRAIT;
    const rand = random(5);
    let tiles = '';
    for (let y = 0; y < h; y += 90) {
      for (let x = 0; x < w; x += 90)
        tiles += `<rect x="${x + 2}" y="${y + 2}" width="86" height="86" fill="#c8734a" opacity="${(0.55 + rand() * 0.45).toFixed(2)}"/>`;
    }
    const leaves = Array.from({ length: 9 }, () => {
      const a = rand() * Math.PI * 2;
      const r = 60 + rand() * 120;
      return [560 + Math.cos(a) * r, 600 + Math.sin(a) * r, 90 + rand() * 70] as const;
    });
    const canopy = leaves
      .map(([x, y, r]) => `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}"/>`)
      .join('');
    return svg(
      PORTRAIT,
      `<rect width="${w}" height="${h}" fill="#8f4a2c"/>${tiles}` +
        `<path d="M0 0 H1080 V260 L640 260 L0 900 Z" fill="#2c1a12" opacity="0.42"/>` +
        `<rect x="120" y="1020" width="840" height="220" fill="#e9dcc4"/><rect x="150" y="1050" width="780" height="160" fill="#3f7f86"/><rect x="150" y="1050" width="780" height="30" fill="#2a5a60"/>` +
        `<g fill="#1f2a1e" opacity="0.45" transform="translate(90 70)">${canopy}</g>` +
        `<g fill="url(#leaf)">${canopy}</g>`,
      radial(
        'leaf',
        [
          [0, '#8cab5a'],
          [1, '#3f6b37'],
        ],
        0.35,
        0.3,
        0.8,
      ),
    );
  },

  'night-shift': () => {
    const [w, h] = LANDSCAPE;
    let lamps = '';
    for (let row = 0; row < 3; row++) {
      const y = 150 + row * 70;
      const s = 1 - row * 0.28;
      for (let i = 0; i < 6; i++) {
        const x = 90 + i * 180 + row * 40;
        lamps +=
          `<path d="M${x - 70 * s} ${y + 430 * s} L${x - 14 * s} ${y} L${x + 14 * s} ${y} L${x + 70 * s} ${y + 430 * s} Z" fill="url(#cone)" opacity="${(0.55 * s).toFixed(2)}"/>` +
          `<ellipse cx="${x}" cy="${y}" rx="${22 * s}" ry="${7 * s}" fill="#ffcf7a"/><circle cx="${x}" cy="${y + 6}" r="${60 * s}" fill="url(#glow)"/>`;
      }
    }
    const columns = [40, 330, 640, 960]
      .map((x) => `<rect x="${x}" y="0" width="34" height="${h}" fill="#0b0f16"/>`)
      .join('');
    const machines = [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<rect x="${20 + i * 220}" y="${600 - (i % 2) * 40}" width="170" height="${210 + (i % 2) * 40}" rx="8" fill="#111822"/><rect x="${40 + i * 220}" y="${630 - (i % 2) * 40}" width="50" height="10" rx="3" fill="#5fd38a" opacity="0.8"/>`,
      )
      .join('');
    return svg(
      LANDSCAPE,
      `<rect width="${w}" height="${h}" fill="url(#hall)"/>${columns}${lamps}<rect y="740" width="${w}" height="70" fill="#0a0d12"/>${machines}`,
      linear('hall', [
        [0, '#0d131d'],
        [1, '#1f2a38'],
      ]) +
        linear('cone', [
          [0, '#ffd08a', 0.45],
          [1, '#ffd08a', 0],
        ]) +
        radial('glow', [
          [0, '#ffcf7a', 0.55],
          [1, '#ffcf7a', 0],
        ]),
    );
  },
};

mkdirSync(OUT, { recursive: true });
const writeSvg = args.includes('--svg');
const only = args.filter((arg) => !arg.startsWith('--'));
for (const [name, draw] of Object.entries(scenes)) {
  if (only.length > 0 && !only.includes(name)) continue;
  const source = Buffer.from(draw());
  if (writeSvg) writeFileSync(join(OUT, `${name}.svg`), source);
  const photo = await sharp(source, { density: 72 })
    .jpeg({ quality: 84, mozjpeg: true })
    .toBuffer();
  writeFileSync(join(OUT, `${name}.jpg`), photo);
  console.log(`${name}.jpg: ${photo.length} bytes`);
}
