/**
 * Metric-matched fallback faces for the two web fonts, so the swap from a local font to the
 * web font moves nothing (CLS 0). The numbers are computed from the font files by
 * tools/test-support/font-metrics.ts; static-tests/fonts.test.ts recomputes them and fails when a font
 * package update changes them.
 */
export interface FallbackFace {
  /** The family name used in the font stacks. */
  family: string;
  /** `local()` names tried in order (PostScript and full names). */
  local: string[];
  /** The font file the numbers were computed against (a metric twin where the real one is not free). */
  measuredWith: string;
  style: 'normal' | 'italic';
  sizeAdjust: number;
  ascentOverride: number;
  descentOverride: number;
  lineGapOverride: number;
}

/**
 * Inter as the pages draw it (the site subset, `src/fonts/site/inter-latin-site.woff2`: optical
 * size pinned at 24, weight 400) over Arial/Helvetica — measured with Liberation Sans, Arial's
 * metric twin. Measured against @fontsource's full file (optical size 14, 5.3% wider), the
 * fallback drew every line of text 5% wider than Inter, and the swap moved them.
 */
export const interArial: FallbackFace = {
  family: 'Inter Fallback',
  local: ['Arial', 'ArialMT', 'Helvetica', 'Liberation Sans'],
  measuredWith: '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
  style: 'normal',
  sizeAdjust: 101.63,
  ascentOverride: 95.32,
  descentOverride: 23.73,
  lineGapOverride: 0,
};

/** Inter as the pages draw it (the site subset) over DejaVu Sans (Linux desktops without Arial). */
export const interDejaVu: FallbackFace = {
  family: 'Inter Fallback DejaVu',
  local: ['DejaVu Sans', 'DejaVuSans'],
  measuredWith: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  style: 'normal',
  sizeAdjust: 88.78,
  ascentOverride: 109.12,
  descentOverride: 27.17,
  lineGapOverride: 0,
};

/** Instrument Serif italic over Times New Roman italic — measured with Liberation Serif, its metric twin. */
export const serifTimes: FallbackFace = {
  family: 'Instrument Serif Fallback',
  local: [
    'Times New Roman Italic',
    'TimesNewRomanPS-ItalicMT',
    'Liberation Serif Italic',
    'LiberationSerif-Italic',
  ],
  measuredWith: '/usr/share/fonts/truetype/liberation/LiberationSerif-Italic.ttf',
  style: 'italic',
  sizeAdjust: 89.17,
  ascentOverride: 111.03,
  descentOverride: 34.77,
  lineGapOverride: 0,
};

/** Instrument Serif italic over DejaVu Serif italic. */
export const serifDejaVu: FallbackFace = {
  family: 'Instrument Serif Fallback DejaVu',
  local: ['DejaVu Serif Italic', 'DejaVuSerif-Italic'],
  measuredWith: '/usr/share/fonts/truetype/dejavu/DejaVuSerif-Italic.ttf',
  style: 'italic',
  sizeAdjust: 70.01,
  ascentOverride: 141.42,
  descentOverride: 44.28,
  lineGapOverride: 0,
};

export const FALLBACK_FACES = [interArial, interDejaVu, serifTimes, serifDejaVu] as const;

/** The sans stack: the web font, its metric-matched fallbacks, then the system. */
export const SANS_STACK = `'Inter Variable', '${interArial.family}', '${interDejaVu.family}', ui-sans-serif, system-ui, sans-serif`;

/** The serif accent stack. */
export const SERIF_STACK = `'Instrument Serif', '${serifTimes.family}', '${serifDejaVu.family}', Georgia, serif`;
