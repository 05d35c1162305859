// Generates the sample figures of the case studies (project-made art standing in for a
// designer's screenshots, workshop photos and a prototype recording): PNG and JPEG sources and
// one short looping MP4 with its poster, in src/content/case-studies/figures/. They are committed;
// the build encodes them like any designer's files. Run once (needs Debian's ffmpeg for the video):
//
//   pnpm exec tsx tools/scripts/generate-figure-samples.ts [output folder]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const OUT = process.argv[2]
  ? resolve(process.argv[2])
  : fileURLToPath(new URL('../../src/content/case-studies/figures/', import.meta.url));
const FONT = 'DejaVu Sans, sans-serif';
const VIDEO_BUDGET = 400 * 1024;

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" font-family="${FONT}">${body}</svg>`;
const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 12, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" ${extra}/>`;
const text = (x: number, y: number, size: number, fill: string, content: string, weight = 400) =>
  `<text x="${x}" y="${y}" font-size="${size}" font-weight="${weight}" fill="${fill}">${content}</text>`;
/** Grey bars standing in for lines of text, one per width. */
const lines = (x: number, y: number, widths: number[], fill: string, gap = 34, height = 14) =>
  widths.map((w, i) => rect(x, y + i * gap, w, height, fill, height / 2)).join('');
/** `count` drawings of `draw(i)`, one after another. */
const repeat = (count: number, draw: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => draw(i)).join('');
/** A `w` × `h` picture on a `background` colour. */
const canvas = (w: number, h: number, background: string, body: string) =>
  svg(w, h, rect(0, 0, w, h, background, 0) + body);

/** A phone screen (900 × 1600) with a status bar, a title and the given body. */
const phone = (bg: string, ink: string, title: string, body: string) =>
  canvas(
    900,
    1600,
    bg,
    text(60, 90, 30, ink, '9:41', 600) +
      rect(760, 68, 80, 28, ink, 8, 'opacity="0.5"') +
      text(60, 220, 64, ink, title, 700) +
      body,
  );

/** A phone screen's wide button at the bottom, its label starting at `labelX`. */
const phoneButton = (fill: string, labelX: number, label: string) =>
  rect(60, 1380, 780, 120, fill, 60) + text(labelX, 1456, 40, '#ffffff', label, 700);

/** A desktop screen (1600 × 1000) with a sidebar. */
const desktop = (bg: string, panel: string, ink: string, title: string, body: string) =>
  canvas(
    1600,
    1000,
    bg,
    rect(0, 0, 300, 1000, panel, 0) +
      text(40, 80, 30, ink, 'Climatix', 700) +
      lines(40, 150, [180, 150, 200, 120, 170], ink + '55', 60, 18) +
      text(360, 100, 44, ink, title, 700) +
      body,
  );

/** A progress ring filled to `share` (0–1), starting at 12 o'clock. */
const ring = (cx: number, cy: number, r: number, share: number, color: string, track: string) => {
  const length = 2 * Math.PI * r;
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${track}" stroke-width="36"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${color}" stroke-width="36" stroke-linecap="round" stroke-dasharray="${(length * share).toFixed(1)} ${length.toFixed(1)}" transform="rotate(-90 ${cx} ${cy})"/>`
  );
};

/** A progress ring with its value written in the middle (bold, at `label.x`, `label.y`). */
const dial = (
  at: { cx: number; cy: number; r: number },
  share: number,
  colors: { fill: string; track: string },
  label: { x: number; y: number; size: number; ink: string; value: string },
) =>
  ring(at.cx, at.cy, at.r, share, colors.fill, colors.track) +
  text(label.x, label.y, label.size, label.ink, label.value, 700);

/** A photo-like scene: soft light, blurred shapes, grain (encoded as JPEG). */
async function photo(name: string, palette: [string, string], shapes: string) {
  const [w, h] = [1600, 1067];
  const body =
    `<defs><radialGradient id="l" cx="0.3" cy="0.2" r="0.9"><stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/></radialGradient></defs>` +
    rect(0, 0, w, h, 'url(#l)', 0) +
    shapes;
  const { data, info } = await sharp(Buffer.from(svg(w, h, body)))
    .blur(6)
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Seeded grain, so every run writes the same file.
  let seed = 7;
  for (let i = 0; i < data.length; i += 1) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    data[i] = Math.max(0, Math.min(255, data[i]! + ((seed >>> 24) % 17) - 8));
  }
  await sharp(data, { raw: info })
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(join(OUT, `${name}.jpg`));
}

const png = (name: string, source: string) =>
  sharp(Buffer.from(source))
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(join(OUT, `${name}.png`));

const INK = '#14161c';
const PAPER = '#f6f3ee';
const VIOLET = '#6b4eff';
const GREEN = '#2f9e6b';
const GOALS = [
  { name: 'Home deposit', status: 'On track for Mar 2027', share: 0.62, color: VIOLET },
  { name: 'Travel, Japan', status: 'On track for Oct 2025', share: 0.35, color: GREEN },
  { name: 'Emergency', status: 'Almost there', share: 0.85, color: '#e0843a' },
];

await png(
  'cred-wealth-goals',
  phone(
    PAPER,
    INK,
    'Your goals',
    GOALS.map(
      (goal, i) =>
        rect(60, 300 + i * 400, 780, 340, '#ffffff', 36) +
        ring(230, 470 + i * 400, 100, goal.share, goal.color, '#ece8f6') +
        text(400, 430 + i * 400, 44, INK, goal.name, 700) +
        text(400, 490 + i * 400, 32, '#5b5f6b', goal.status) +
        lines(400, 530 + i * 400, [300, 220], '#d9d4e8'),
    ).join(''),
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
      phoneButton(INK, 330, 'Start plan'),
  ),
);
await png(
  'cred-wealth-deposit',
  phone(
    '#101018',
    '#f4f2ff',
    'Deposit',
    dial(
      { cx: 450, cy: 720, r: 220 },
      0.68,
      { fill: VIOLET, track: '#2a2840' },
      { x: 330, y: 740, size: 80, ink: '#f4f2ff', value: '68%' },
    ) +
      text(190, 1080, 40, '#c9c5e6', '₹12,500 moved to Home deposit') +
      lines(190, 1140, [520, 400], '#3a3856', 60, 22) +
      phoneButton(VIOLET, 380, 'Done'),
  ),
);
await png(
  'moco-prompts-card',
  canvas(
    1600,
    1000,
    '#fff7e8',
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
const ANSWER_CARDS = ['#2b2536', '#302a3d', '#272231'];
const ANSWER_PICTURES = ['#e08a00', '#6b4eff', '#2f9e6b', '#d14d72', '#3a8dde', '#c9a227'];
await png(
  'moco-prompts-answers',
  canvas(
    1600,
    1000,
    '#15131a',
    text(80, 110, 48, '#fff7e8', 'What others made of it', 700) +
      repeat(6, (i) => {
        const x = 80 + (i % 3) * 490;
        const y = 180 + Math.floor(i / 3) * 400;
        return (
          rect(x, y, 450, 360, ANSWER_CARDS[i % 3]!, 28) +
          rect(x + 30, y + 30, 390, 200, ANSWER_PICTURES[i]!, 18, 'opacity="0.85"') +
          lines(x + 30, y + 260, [300, 220], '#4a4358', 36, 16)
        );
      }),
  ),
);
const [ALARM, WARNING, INFO] = ['#d14d4d', '#c9a227', '#8a94a6'];
/** One alarm per colour, one under the other. */
const alarmRows = (y: number, colors: string[]) =>
  colors
    .map(
      (c, i) =>
        rect(360, y + i * 74, 1180, 58, '#ffffff', 10) +
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
    alarmRows(160, [ALARM, WARNING, INFO, ALARM, INFO, WARNING, INFO, INFO, ALARM, WARNING, INFO]),
  ),
);
await png(
  'climatix-after',
  desktop(
    '#eef1f5',
    '#1d2533',
    '#1d2533',
    'Triage',
    [
      { lane: 'Act now', color: ALARM },
      { lane: 'Today', color: WARNING },
      { lane: 'Watch', color: INFO },
    ]
      .map(({ lane, color }, i) => {
        const x = 360 + i * 400;
        return (
          rect(x, 160, 370, 780, '#ffffff', 18) +
          rect(x, 160, 370, 14, color, 6) +
          text(x + 30, 230, 32, '#1d2533', lane, 700) +
          repeat(
            3,
            (j) =>
              rect(x + 30, 270 + j * 150, 310, 120, '#f3f5f8', 12) +
              lines(x + 50, 300 + j * 150, [220, 160], '#d5dae3', 34, 16),
          )
        );
      })
      .join(''),
  ),
);
const STICKY_NOTES = ['#ffd54a', '#ff9bb3', '#8fd3ff', '#b5e48c'];
await photo(
  'climatix-workshop',
  ['#f3e3c8', '#6d5a48'],
  rect(200, 520, 1200, 420, '#8b6a4f', 20) +
    repeat(7, (i) => rect(260 + i * 160, 200 + (i % 2) * 60, 120, 120, STICKY_NOTES[i % 4]!, 6)) +
    '<circle cx="380" cy="760" r="90" fill="#3b2f2a"/><circle cx="1180" cy="740" r="100" fill="#2e2622"/>',
);
await png(
  'skill-league-standings',
  phone(
    '#0f1a14',
    '#eafff3',
    'League 7',
    repeat(8, (i) => {
      const y = 300 + i * 140;
      const zone = i < 2 ? '#2f9e6b' : i > 5 ? '#d14d4d' : '#2a3a31';
      return (
        rect(60, y, 780, 112, '#17261d', 24) +
        rect(60, y, 16, 112, zone, 8) +
        text(110, y + 70, 40, '#eafff3', String(i + 1), 700) +
        lines(190, y + 38, [360 - i * 20], '#3b5546', 0, 22) +
        text(680, y + 72, 38, '#9fe0bd', String(980 - i * 37), 700)
      );
    }),
  ),
);
await png(
  'skill-league-round',
  phone(
    '#f2f7f4',
    '#0f1a14',
    'Round feedback',
    dial(
      { cx: 450, cy: 640, r: 200 },
      0.74,
      { fill: GREEN, track: '#d6e7dd' },
      { x: 355, y: 665, size: 80, ink: '#0f1a14', value: '74' },
    ) +
      lines(110, 960, [680, 600, 640], '#cfe0d6', 70, 26) +
      phoneButton(GREEN, 330, 'Next round'),
  ),
);
/** A white sheet with a thin border, as a document or a form on screen. */
const sheet = (x: number, width: number) =>
  rect(x, 60, width, 880, '#ffffff', 16, 'stroke="#d9dce3" stroke-width="3"');
await png(
  'be-automation-review',
  canvas(
    1600,
    1000,
    '#f4f5f7',
    sheet(60, 700) +
      lines(110, 130, [420, 300, 520, 480, 360, 500, 260, 440, 380, 520, 300], '#e3e6ec', 64, 20) +
      rect(100, 440, 560, 60, '#ffd54a', 8, 'opacity="0.45"') +
      sheet(820, 720) +
      text(870, 140, 40, '#1d2533', 'Invoice 4411', 700) +
      repeat(
        6,
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
      ) +
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
const videoFile = join(OUT, 'cred-wealth-deposit-motion.mp4');
try {
  const count = 60;
  for (let i = 0; i < count; i += 1) {
    const eased = 1 - (1 - i / (count - 1)) ** 3;
    const share = 0.35 + 0.33 * eased;
    const frame = canvas(
      720,
      450,
      '#101018',
      dial(
        { cx: 230, cy: 225, r: 120 },
        share,
        { fill: VIOLET, track: '#2a2840' },
        { x: 170, y: 245, size: 56, ink: '#f4f2ff', value: `${Math.round(share * 100)}%` },
      ) +
        text(420, 190, 30, '#f4f2ff', 'Home deposit', 700) +
        text(420, 240, 24, '#c9c5e6', `+₹${Math.round(12500 * eased).toLocaleString('en-IN')}`) +
        rect(420, 280, 220 * eased + 1, 14, VIOLET, 7),
    );
    await sharp(Buffer.from(frame))
      .png()
      .toFile(join(frames, `f${String(i).padStart(3, '0')}.png`));
    // The last frame is the poster.
    if (i === count - 1) await png('cred-wealth-deposit-motion', frame);
  }
  // prettier-ignore
  execFileSync('ffmpeg', [
    '-y', '-loglevel', 'error', '-framerate', '24', '-i', join(frames, 'f%03d.png'),
    '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-crf', '30', '-preset', 'veryslow',
    '-movflags', '+faststart', '-an', videoFile,
  ]);
} finally {
  rmSync(frames, { recursive: true, force: true });
}
const video = statSync(videoFile).size;
if (video > VIDEO_BUDGET) throw new Error(`the sample video is ${video} bytes, over 400 kB`);
console.log(`figures written to ${OUT} (video ${video} bytes)`);
