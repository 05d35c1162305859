// Social card images (1200×630 PNG): an SVG in the site's dark look, its text set in the
// site's own fonts (Inter, Instrument Serif) as glyph outlines — so the card looks the same on
// every machine, with no system fonts involved — rasterised by sharp.
// The layout is our own, not satori's: satori's ellipsis cut descriptions mid-word ("The playlist show…").
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import sharp from 'sharp';

const require = createRequire(import.meta.url);
// Static cuts of Inter for the card (fontkit cannot apply variations to a woff2 with composite
// glyphs); the site itself uses the variable font.
const INTER = (weight: number) =>
  require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff2`);
const SERIF =
  require.resolve('@fontsource/instrument-serif/files/instrument-serif-latin-400-italic.woff2');

/** Dark theme colours (packages/interactions darkTokens). */
const COLORS = {
  bg: '#0c0c0d',
  surface: '#151517',
  border: '#2a2a2e',
  text: '#f3f2ef',
  muted: '#a8a7a3',
  accent: '#ff7a4d',
};

/** What measuring and wrapping read of a font (fontkit's, or a stand-in in the tests). */
type Metrics = {
  unitsPerEm: number;
  layout(text: string): { positions: Pick<fontkit.GlyphPosition, 'xAdvance'>[] };
};

/** What a card says, and its size in px. */
export interface CardOptions {
  kicker: string;
  title: string;
  description: string;
  siteName: string;
  siteUrl: string;
  size: { width: number; height: number };
}

let fonts: Record<'bold' | 'semibold' | 'regular' | 'serif', fontkit.Font> | undefined;
function loadFonts() {
  // Each file holds one font, not a collection.
  const open = (file: string) => fontkit.openSync(file) as fontkit.Font;
  fonts ??= {
    bold: open(INTER(700)),
    semibold: open(INTER(600)),
    regular: open(INTER(400)),
    serif: open(SERIF),
  };
  return fonts;
}

/** Glyphs of `text` with their outline, advance (kerning kept) and offsets, in font units. */
function shape(font: fontkit.Font, text: string) {
  const run = font.layout(text);
  return run.glyphs.map((glyph, index) => {
    const { xAdvance, xOffset, yOffset } = run.positions[index]!;
    return { path: glyph.path, advance: xAdvance, xOffset, yOffset };
  });
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Width of `text` in px at `size`, with `tracking` px added per glyph. */
function measure(font: Metrics, text: string, size: number, tracking = 0) {
  const { positions } = font.layout(text);
  const units = positions.reduce((sum, position) => sum + position.xAdvance, 0);
  return (units / font.unitsPerEm) * size + tracking * positions.length;
}

/** Where and how a line of text is drawn: baseline start, size and tracking in px. */
interface TextStyle {
  x: number;
  y: number;
  size: number;
  fill: string;
  tracking?: number;
}

/** The text as outline paths starting at (x, baseline y). */
function textPaths(
  font: fontkit.Font,
  text: string,
  { x, y, size, fill, tracking = 0 }: TextStyle,
) {
  const scale = size / font.unitsPerEm;
  let cursor = x;
  const paths = [];
  for (const glyph of shape(font, text)) {
    const d = glyph.path.toSVG();
    if (d) {
      const gx = cursor + glyph.xOffset * scale;
      const gy = y - glyph.yOffset * scale;
      paths.push(
        `<path transform="translate(${gx.toFixed(2)} ${gy.toFixed(2)}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})" d="${d}"/>`,
      );
    }
    cursor += glyph.advance * scale + tracking;
  }
  return `<g fill="${fill}">${paths.join('')}</g>`;
}

/** Greedy word wrap into at most `maxLines` lines of `width` px; the last line ends in "…" when cut. */
export function wrapText(
  font: Metrics,
  text: string,
  size: number,
  width: number,
  maxLines: number,
): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  let index = 0;
  for (; index < words.length; index += 1) {
    const word = words[index]!;
    const candidate = line ? `${line} ${word}` : word;
    if (measure(font, candidate, size) <= width || !line) {
      line = candidate;
      continue;
    }
    lines.push(line);
    line = word;
    if (lines.length === maxLines) break;
  }
  if (lines.length < maxLines && line) {
    lines.push(line);
    line = '';
    index = words.length;
  }
  if (index < words.length) {
    let last = lines[maxLines - 1]!;
    while (last.includes(' ') && measure(font, `${last}…`, size) > width)
      last = last.slice(0, last.lastIndexOf(' '));
    lines[maxLines - 1] = `${last.replace(/[,.;:—-]+$/, '')}…`;
  }
  return lines;
}

/** The card's SVG. */
export function cardSvg({
  kicker,
  title,
  description,
  siteName,
  siteUrl,
  size,
}: CardOptions): string {
  const { bold, semibold, regular, serif } = loadFonts();
  const { width, height } = size;
  const left = 88;
  const textWidth = width - left * 2;

  let titleSize = 92;
  let titleLines = wrapText(bold, title, titleSize, textWidth, 2);
  while (
    titleSize > 56 &&
    (titleLines.length > 2 ||
      titleLines.some((line) => measure(bold, line, titleSize) > textWidth) ||
      titleLines.at(-1)?.endsWith('…'))
  ) {
    titleSize -= 4;
    titleLines = wrapText(bold, title, titleSize, textWidth, 2);
  }
  const titleLead = titleSize * 1.08;
  const titleTop = 210 + titleSize * 0.78;
  const descSize = 31;
  const descTop = titleTop + titleLead * (titleLines.length - 1) + 74;
  const descLines = wrapText(
    regular,
    description,
    descSize,
    textWidth - 40,
    titleLines.length > 1 ? 2 : 3,
  );

  const host = new URL(siteUrl).host;
  const grid: string[] = [];
  for (let x = 0; x <= width; x += 60) grid.push(`M${x} 0V${height}`);
  for (let y = 0; y <= height; y += 60) grid.push(`M0 ${y}H${width}`);

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <title>${escapeXml(`${kicker}: ${title}`)}</title>
  <defs>
    <radialGradient id="glow" cx="0.92" cy="0.06" r="0.75">
      <stop offset="0" stop-color="${COLORS.accent}" stop-opacity="0.30"/>
      <stop offset="0.55" stop-color="${COLORS.accent}" stop-opacity="0.05"/>
      <stop offset="1" stop-color="${COLORS.accent}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="fade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${COLORS.bg}" stop-opacity="0"/>
      <stop offset="1" stop-color="${COLORS.bg}" stop-opacity="0.9"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="${COLORS.bg}"/>
  <path d="${grid.join('')}" stroke="#ffffff" stroke-opacity="0.045" stroke-width="1"/>
  <rect width="${width}" height="${height}" fill="url(#glow)"/>
  <rect width="${width}" height="${height}" fill="url(#fade)"/>
  <circle cx="${left + 7}" cy="134" r="7" fill="${COLORS.accent}"/>
  ${textPaths(semibold, kicker.toUpperCase(), { x: left + 28, y: 143, size: 25, fill: COLORS.accent, tracking: 2.5 })}
  ${titleLines.map((line, index) => textPaths(bold, line, { x: left - 4, y: titleTop + index * titleLead, size: titleSize, fill: COLORS.text, tracking: -titleSize * 0.025 })).join('\n  ')}
  ${descLines.map((line, index) => textPaths(regular, line, { x: left, y: descTop + index * descSize * 1.45, size: descSize, fill: COLORS.muted })).join('\n  ')}
  <path d="M${left} ${height - 112}H${width - left}" stroke="${COLORS.border}" stroke-width="2"/>
  ${textPaths(serif, siteName, { x: left, y: height - 56, size: 40, fill: COLORS.text })}
  ${textPaths(semibold, host, { x: width - left - measure(semibold, host, 25), y: height - 62, size: 25, fill: COLORS.muted })}
</svg>`;
}

/** The card options for a route's metadata (src/routes/public.ts). */
export function cardFor(
  meta: { cardKicker: string; cardTitle: string; description: string },
  { siteName, siteUrl, size }: Pick<CardOptions, 'siteName' | 'siteUrl' | 'size'>,
): CardOptions {
  return {
    kicker: meta.cardKicker,
    title: meta.cardTitle,
    description: meta.description,
    siteName,
    siteUrl,
    size,
  };
}

/** The card as a PNG of exactly `size`. */
export async function renderCard(options: CardOptions): Promise<Buffer> {
  return sharp(Buffer.from(cardSvg(options)))
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
}
