// Debian's Chromium, the one browser every test, screenshot and measurement here drives (never a
// downloaded build), and the launch flags it needs on a machine whose network is closed: without
// the background-networking flags it keeps trying to reach Google's hosts.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The fallback fonts the font tests measure (apps/portfolio/src/fonts/fallbacks.ts `measuredWith`)
 * and the Chromium screenshots render with, by the Debian package that ships each file.
 */
export const FALLBACK_FONT_FILES: Record<string, string> = {
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf': 'fonts-dejavu-core',
  '/usr/share/fonts/truetype/dejavu/DejaVuSerif-Italic.ttf': 'fonts-dejavu-extra',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf': 'fonts-liberation',
  '/usr/share/fonts/truetype/liberation/LiberationSerif-Italic.ttf': 'fonts-liberation',
};
