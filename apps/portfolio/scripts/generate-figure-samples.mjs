#!/usr/bin/env node
// Generates the sample figures of the case studies (project-made art standing in for a
// designer's screenshots, workshop photos and a prototype recording): PNG and JPEG sources and
// one short looping MP4 with its poster, in src/content/case-studies/figures/. They are committed;
// the build encodes them like any designer's files. Run once (needs Debian's ffmpeg for the video):
//
//   node scripts/generate-figure-samples.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const OUT = fileURLToPath(new URL('../src/content/case-studies/figures/', import.meta.url));
const FONT = 'DejaVu Sans, sans-serif';

const svg = (w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" font-family="${FONT}">${body}</svg>`;
const rect = (x, y, w, h, fill, rx = 12, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" ${extra}/>`;
const text = (x, y, size, fill, content, weight = 400) =>
  `<text x="${x}" y="${y}" font-size="${size}" font-weight="${weight}" fill="${fill}">${content}</text>`;
const lines = (x, y, widths, fill, gap = 34, height = 14) =>
  widths.map((w, i) => rect(x, y + i * gap, w, height, fill, height / 2)).join('');

/** A phone screen (900 × 1600) with a status bar, a title and the given body. */
const phone = (bg, ink, title, body) =>
  svg(
    900,
    1600,
    rect(0, 0, 900, 1600, bg, 0) +
      text(60, 90, 30, ink, '9:41', 600) +
      rect(760, 68, 80, 28, ink, 8, 'opacity="0.5"') +
      text(60, 220, 64, ink, title, 700) +
      body,
  );

/** A desktop screen (1600 × 1000) with a sidebar. */
const desktop = (bg, panel, ink, title, body) =>
  svg(
    1600,
    1000,
    rect(0, 0, 1600, 1000, bg, 0) +
      rect(0, 0, 300, 1000, panel, 0) +
      text(40, 80, 30, ink, 'Climatix', 700) +
      lines(40, 150, [180, 150, 200, 120, 170], ink + '55', 60, 18) +
      text(360, 100, 44, ink, title, 700) +
      body,
  );

const ring = (cx, cy, r, share, color, track) => {
  const length = 2 * Math.PI * r;
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${track}" stroke-width="36"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${color}" stroke-width="36" stroke-linecap="round" stroke-dasharray="${(length * share).toFixed(1)} ${length.toFixed(1)}" transform="rotate(-90 ${cx} ${cy})"/>`
  );
};

/** A photo-like scene: soft light, blurred shapes, grain (encoded as JPEG). */
async function photo(name, palette, shapes) {
  const [w, h] = [1600, 1067];
  const body =
    `<defs><radialGradient id="l" cx="0.3" cy="0.2" r="0.9"><stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/></radialGradient></defs>` +
    rect(0, 0, w, h, 'url(#l)', 0) +
    shapes;
  const base = await sharp(Buffer.from(svg(w, h, body)))
    .blur(6)
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Seeded grain, so every run writes the same file.
  let seed = 7;
  const { data, info } = base;
  for (let i = 0; i < data.length; i += 1) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    data[i] = Math.max(0, Math.min(255, data[i] + ((seed >>> 24) % 17) - 8));
  }
  await sharp(data, { raw: info }).jpeg({ quality: 82, mozjpeg: true }).toFile(`${OUT}${name}.jpg`);
}

const png = (name, source) =>
  sharp(Buffer.from(source))
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(`${OUT}${name}.png`);

const INK = '#14161c';
const PAPER = '#f6f3ee';
const VIOLET = '#6b4eff';
const GREEN = '#2f9e6b';

await png(
  'cred-wealth-goals',
  phone(
    PAPER,
    INK,
    'Your goals',
    [0, 1, 2]
      .map(
        (i) =>
          rect(60, 300 + i * 400, 780, 340, '#ffffff', 36) +
          ring(
            230,
            470 + i * 400,
            100,
            [0.62, 0.35, 0.85][i],
            [VIOLET, GREEN, '#e0843a'][i],
            '#ece8f6',
          ) +
          text(
            400,
            430 + i * 400,
            44,
            INK,
            ['Home deposit', 'Travel, Japan', 'Emergency'][i],
            700,
          ) +
          text(
            400,
            490 + i * 400,
            32,
            '#5b5f6b',
            ['On track for Mar 2027', 'On track for Oct 2025', 'Almost there'][i],
          ) +
          lines(400, 530 + i * 400, [300, 220], '#d9d4e8'),
      )
      .join(''),
  ),
);
await png(
  'cred-wealth-plan',
  phone(
    PAPER,
    INK,
    'Your plan',
    rect(60, 300, 780, 520, VIOLET, 40) +
      text(110, 420, 36, '#ffffffcc', 'Each month') +
      text(110, 540, 110, '#ffffff', '₹12,500', 700) +
      text(110, 640, 34, '#ffffffcc', 'reaches ₹9 lakh by March 2027') +
      lines(60, 900, [780, 640, 700, 560], '#d9d4e8', 70, 26) +
      rect(60, 1380, 780, 120, INK, 60) +
      text(330, 1456, 40, '#ffffff', 'Start plan', 700),
  ),
);
await png(
  'cred-wealth-deposit',
  phone(
    '#101018',
    '#f4f2ff',
    'Deposit',
    ring(450, 720, 220, 0.68, VIOLET, '#2a2840') +
      text(330, 740, 80, '#f4f2ff', '68%', 700) +
      text(190, 1080, 40, '#c9c5e6', '₹12,500 moved to Home deposit') +
      lines(190, 1140, [520, 400], '#3a3856', 60, 22) +
      rect(60, 1380, 780, 120, VIOLET, 60) +
      text(380, 1456, 40, '#ffffff', 'Done', 700),
  ),
);
await png(
  'moco-prompts-card',
  svg(
    1600,
    1000,
    rect(0, 0, 1600, 1000, '#fff7e8', 0) +
      rect(380, 120, 840, 760, '#ffffff', 40, 'stroke="#f0d9a8" stroke-width="4"') +
      text(450, 230, 34, '#a05a00', 'TODAY’S PROMPT', 700) +
      text(450, 320, 60, INK, 'Explain a refund', 700) +
      text(450, 390, 60, INK, 'in one motion', 700) +
      lines(450, 470, [620, 560, 600], '#ead9b8', 46, 18) +
      rect(450, 660, 180, 64, '#ffe2a8', 32) +
      rect(650, 660, 180, 64, '#ffe2a8', 32) +
      text(470, 702, 28, INK, '40 words') +
      text(672, 702, 28, INK, '3 seconds') +
      ring(1080, 760, 56, 0.75, '#e08a00', '#f6ead2'),
  ),
);
await png(
  'moco-prompts-answers',
  svg(
    1600,
    1000,
    rect(0, 0, 1600, 1000, '#15131a', 0) +
      text(80, 110, 48, '#fff7e8', 'What others made of it', 700) +
      [0, 1, 2, 3, 4, 5]
        .map((i) => {
          const x = 80 + (i % 3) * 490;
          const y = 180 + Math.floor(i / 3) * 400;
          return (
            rect(x, y, 450, 360, ['#2b2536', '#302a3d', '#272231'][i % 3], 28) +
            rect(
              x + 30,
              y + 30,
              390,
              200,
              ['#e08a00', '#6b4eff', '#2f9e6b', '#d14d72', '#3a8dde', '#c9a227'][i],
              18,
              'opacity="0.85"',
            ) +
            lines(x + 30, y + 260, [300, 220], '#4a4358', 36, 16)
          );
        })
        .join(''),
  ),
);
const alarmRow = (y, colors) =>
  colors
    .map(
      (c, i) =>
        rect(360 + i * 0, y + i * 74, 1180, 58, '#ffffff', 10) +
        rect(380, y + 18 + i * 74, 22, 22, c, 11) +
        lines(430, y + 20 + i * 74, [420], '#d5dae3', 0, 18),
    )
    .join('');
await png(
  'climatix-before',
  desktop(
    '#eef1f5',
    '#1d2533',
    '#1d2533',
    'All alarms, newest first',
    alarmRow(160, [
      '#d14d4d',
      '#c9a227',
      '#8a94a6',
      '#d14d4d',
      '#8a94a6',
      '#c9a227',
      '#8a94a6',
      '#8a94a6',
      '#d14d4d',
      '#c9a227',
      '#8a94a6',
    ]),
  ),
);
await png(
  'climatix-after',
  desktop(
    '#eef1f5',
    '#1d2533',
    '#1d2533',
    'Triage',
    ['Act now', 'Today', 'Watch']
      .map((lane, i) => {
        const x = 360 + i * 400;
        const color = ['#d14d4d', '#c9a227', '#8a94a6'][i];
        return (
          rect(x, 160, 370, 780, '#ffffff', 18) +
          rect(x, 160, 370, 14, color, 6) +
          text(x + 30, 230, 32, '#1d2533', lane, 700) +
          [0, 1, 2]
            .map(
              (j) =>
                rect(x + 30, 270 + j * 150, 310, 120, '#f3f5f8', 12) +
                lines(x + 50, 300 + j * 150, [220, 160], '#d5dae3', 34, 16),
            )
            .join('')
        );
      })
      .join(''),
  ),
);
await photo(
  'climatix-workshop',
  ['#f3e3c8', '#6d5a48'],
  rect(200, 520, 1200, 420, '#8b6a4f', 20) +
    [0, 1, 2, 3, 4, 5, 6]
      .map((i) =>
        rect(
          260 + i * 160,
          200 + (i % 2) * 60,
          120,
          120,
          ['#ffd54a', '#ff9bb3', '#8fd3ff', '#b5e48c'][i % 4],
          6,
        ),
      )
      .join('') +
    '<circle cx="380" cy="760" r="90" fill="#3b2f2a"/><circle cx="1180" cy="740" r="100" fill="#2e2622"/>',
);
await png(
  'skill-league-standings',
  phone(
    '#0f1a14',
    '#eafff3',
    'League 7',
    Array.from({ length: 8 }, (_, i) => {
      const y = 300 + i * 140;
      const zone = i < 2 ? '#2f9e6b' : i > 5 ? '#d14d4d' : '#2a3a31';
      return (
        rect(60, y, 780, 112, '#17261d', 24) +
        rect(60, y, 16, 112, zone, 8) +
        text(110, y + 70, 40, '#eafff3', String(i + 1), 700) +
        lines(190, y + 38, [360 - i * 20], '#3b5546', 0, 22) +
        text(680, y + 72, 38, '#9fe0bd', String(980 - i * 37), 700)
      );
    }).join(''),
  ),
);
await png(
  'skill-league-round',
  phone(
    '#f2f7f4',
    '#0f1a14',
    'Round feedback',
    ring(450, 640, 200, 0.74, GREEN, '#d6e7dd') +
      text(355, 665, 80, '#0f1a14', '74', 700) +
      lines(110, 960, [680, 600, 640], '#cfe0d6', 70, 26) +
      rect(60, 1380, 780, 120, GREEN, 60) +
      text(330, 1456, 40, '#ffffff', 'Next round', 700),
  ),
);
await png(
  'be-automation-review',
  svg(
    1600,
    1000,
    rect(0, 0, 1600, 1000, '#f4f5f7', 0) +
      rect(60, 60, 700, 880, '#ffffff', 16, 'stroke="#d9dce3" stroke-width="3"') +
      lines(110, 130, [420, 300, 520, 480, 360, 500, 260, 440, 380, 520, 300], '#e3e6ec', 64, 20) +
      rect(100, 440, 560, 60, '#ffd54a', 8, 'opacity="0.45"') +
      rect(820, 60, 720, 880, '#ffffff', 16, 'stroke="#d9dce3" stroke-width="3"') +
      text(870, 140, 40, '#1d2533', 'Invoice 4411', 700) +
      [0, 1, 2, 3, 4, 5]
        .map(
          (i) =>
            rect(
              870,
              200 + i * 110,
              620,
              80,
              i === 3 ? '#fff4cc' : '#f4f5f7',
              10,
              i === 3 ? 'stroke="#c9a227" stroke-width="3"' : '',
            ) + lines(900, 230 + i * 110, [260], '#c9ced8', 0, 18),
        )
        .join('') +
      rect(870, 840, 300, 70, '#1d2533', 35) +
      text(930, 886, 30, '#ffffff', 'Confirm', 700),
  ),
);
await photo(
  'be-automation-scan',
  ['#dfe4ea', '#5c6673'],
  '<g transform="rotate(-6 800 530)">' +
    rect(430, 140, 740, 860, '#fbfaf6', 6) +
    lines(500, 240, [520, 420, 560, 300, 480, 540, 380, 500, 260, 460], '#9aa3ad', 60, 16) +
    '</g>',
);

// The prototype recording: a goal's progress ring filling, 2.5 s at 24 fps, looping.
const frames = mkdtempSync(join(tmpdir(), 'cred-wealth-frames-'));
try {
  const count = 60;
  for (let i = 0; i < count; i += 1) {
    const t = i / (count - 1);
    const eased = 1 - (1 - t) ** 3;
    const share = 0.35 + 0.33 * eased;
    const frame = svg(
      720,
      450,
      rect(0, 0, 720, 450, '#101018', 0) +
        ring(230, 225, 120, share, VIOLET, '#2a2840') +
        text(170, 245, 56, '#f4f2ff', `${Math.round(share * 100)}%`, 700) +
        text(420, 190, 30, '#f4f2ff', 'Home deposit', 700) +
        text(420, 240, 24, '#c9c5e6', `+₹${Math.round(12500 * eased).toLocaleString('en-IN')}`) +
        rect(420, 280, 220 * eased + 1, 14, VIOLET, 7),
    );
    await sharp(Buffer.from(frame))
      .png()
      .toFile(join(frames, `f${String(i).padStart(3, '0')}.png`));
    if (i === count - 1) await png('cred-wealth-deposit-motion', frame);
  }
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-framerate',
    '24',
    '-i',
    join(frames, 'f%03d.png'),
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-crf',
    '30',
    '-preset',
    'veryslow',
    '-movflags',
    '+faststart',
    '-an',
    `${OUT}cred-wealth-deposit-motion.mp4`,
  ]);
} finally {
  rmSync(frames, { recursive: true, force: true });
}
const video = statSync(`${OUT}cred-wealth-deposit-motion.mp4`).size;
if (video > 400 * 1024) throw new Error(`the sample video is ${video} bytes, over 400 kB`);
console.log(`figures written to ${OUT} (video ${video} bytes)`);
