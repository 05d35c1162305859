// The browser tests drive Debian's Chromium (never a downloaded build), and the font tests
// measure the DejaVu and Liberation fallback fonts (FALLBACK_FONT_FILES). Install what is missing on Debian (as root,
// or through sudo); otherwise say exactly what to do. `.ci/run` and `pnpm test` both run this (through tsx).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { CHROMIUM_PATH, FALLBACK_FONT_FILES } from './chromium';

// Each font file is checked, not its folder: DejaVu Serif Italic comes in fonts-dejavu-extra, which
// a machine with only fonts-dejavu-core lacks.
const missingFonts = Object.keys(FALLBACK_FONT_FILES).filter((file) => !existsSync(file));
const PACKAGES = ['chromium', ...new Set(Object.values(FALLBACK_FONT_FILES))].join(' ');

const onPath = (command: string): boolean => {
  try {
    execSync(`command -v ${command}`, { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
};

if (!existsSync(CHROMIUM_PATH) || missingFonts.length > 0) {
  const sudo = process.getuid?.() === 0 ? '' : onPath('sudo') ? 'sudo ' : null;
  if (sudo !== null && existsSync('/usr/bin/apt-get')) {
    console.log(`Chromium or its fallback fonts missing: installing Debian's ${PACKAGES}…`);
    execSync(
      `${sudo}apt-get update -y && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${PACKAGES}`,
      { stdio: 'inherit' },
    );
  } else {
    console.error(
      `The browser tests need Chromium at ${CHROMIUM_PATH} (or CHROMIUM_PATH) and the DejaVu and Liberation fonts (${missingFonts.join(', ') || 'present'}). Install them (Debian: sudo apt-get install ${PACKAGES}).`,
    );
    process.exit(1);
  }
}
