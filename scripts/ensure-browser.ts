// The browser tests drive Debian's browsers (never a downloaded build): Chromium for every suite,
// and Firefox ESR and WebKitGTK (WebKitWebDriver with its MiniBrowser, on an Xvfb display) for the
// cross-engine suite (apps/portfolio/engines/); the font tests measure the DejaVu and Liberation
// fallback fonts (FALLBACK_FONT_FILES). Install what is missing on Debian (as root, or through
// sudo); otherwise say exactly what to do. `.ci/run` and `pnpm test` both run this (through tsx).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { CHROMIUM_PATH, CHROMIUM_TEST_PATH, FALLBACK_FONT_FILES } from './chromium';
import { ENGINE_PACKAGES } from './engine-paths';

/** Every file the tests need, with the Debian package that ships it. */
const NEEDED: Record<string, string> = {
  [CHROMIUM_PATH]: 'chromium',
  [CHROMIUM_TEST_PATH]: 'chromium-headless-shell',
  ...ENGINE_PACKAGES,
  // Each font file is checked, not its folder: DejaVu Serif Italic comes in fonts-dejavu-extra,
  // which a machine with only fonts-dejavu-core lacks.
  ...FALLBACK_FONT_FILES,
};

const missing = Object.keys(NEEDED).filter((file) => !existsSync(file));
const PACKAGES = [...new Set(missing.map((file) => NEEDED[file]!))].join(' ');

const onPath = (command: string): boolean => {
  try {
    execSync(`command -v ${command}`, { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
};

if (missing.length > 0) {
  const sudo = process.getuid?.() === 0 ? '' : onPath('sudo') ? 'sudo ' : null;
  if (sudo !== null && existsSync('/usr/bin/apt-get')) {
    console.log(`Missing ${missing.join(', ')}: installing Debian's ${PACKAGES}…`);
    execSync(
      `${sudo}apt-get update -y && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${PACKAGES}`,
      { stdio: 'inherit' },
    );
  } else {
    console.error(
      `The browser tests need ${missing.join(', ')}. Install them (Debian: sudo apt-get install ${PACKAGES}).`,
    );
    process.exit(1);
  }
}
