// Metric-matched fallback fonts: the size-adjust and ascent/descent/line-gap overrides that make
// a local font (Arial, DejaVu Sans, …) take the same space as the web font, so the swap to the
// web font moves nothing. Same method as next/font and fontaine: the ratio of average advance
// widths over English text, and the web font's vertical metrics divided by that ratio.
// Not @capsizecss/metrics (nor fontaine, built on it): it has no DejaVu faces, and its frequency-weighted widths moved Inter (the full file, optical size 14) over Arial from 106.99 to 107.12 %.
import * as fontkit from 'fontkit';

/** What the measurements read from a font: fontkit's layout and its vertical metrics. */
type MeasuredFont = Pick<fontkit.Font, 'layout' | 'unitsPerEm' | 'ascent' | 'descent' | 'lineGap'>;

/** Text whose letter mix is close to English prose (the average width depends on it). */
export const SAMPLE_TEXT =
  'The quick brown fox jumps over the lazy dog. Designing with intention, purpose, care and passion: ' +
  'an entrepreneur turned product designer at an industrial technology company in Bengaluru, making complex ' +
  'systems feel calm, legible and a little bit delightful. Selected work, experiments and a playground of ' +
  'small interactions, sweated.';

/** Average advance width of the sample, in ems. */
export function averageWidth(font: Pick<fontkit.Font, 'layout' | 'unitsPerEm'>): number {
  const run = font.layout(SAMPLE_TEXT);
  const total = run.positions.reduce((sum, position) => sum + position.xAdvance, 0);
  return total / run.glyphs.length / font.unitsPerEm;
}

const round = (value: number, digits = 4) => Number(value.toFixed(digits));

/**
 * The @font-face overrides for `fallbackPath` standing in for `primaryPath`, as percentages
 * (size-adjust, ascent-override, descent-override, line-gap-override).
 */
export function fallbackOverrides(primaryPath: string, fallbackPath: string) {
  const primary = fontkit.openSync(primaryPath) as MeasuredFont;
  const fallback = fontkit.openSync(fallbackPath) as MeasuredFont;
  const sizeAdjust = averageWidth(primary) / averageWidth(fallback);
  const em = primary.unitsPerEm * sizeAdjust;
  return {
    sizeAdjust: round(sizeAdjust * 100, 2),
    ascentOverride: round((primary.ascent / em) * 100, 2),
    descentOverride: round((Math.abs(primary.descent) / em) * 100, 2),
    lineGapOverride: round((primary.lineGap / em) * 100, 2),
  };
}
