#!/usr/bin/env node
// The browser tests drive Debian's Chromium (never a downloaded build), and the font tests
// measure the DejaVu and Liberation fallback fonts. Install what is missing when we are root on
// Debian; otherwise say exactly what to do.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const FONT_DIRS = ['/usr/share/fonts/truetype/dejavu', '/usr/share/fonts/truetype/liberation'];
if (!existsSync(CHROMIUM) || FONT_DIRS.some((dir) => !existsSync(dir))) {
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`Chromium or its fallback fonts missing: installing Debian's chromium and fonts…`);
    execSync(
      'apt-get update -y && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium fonts-dejavu-core fonts-liberation',
      { stdio: 'inherit' },
    );
  } else {
    console.error(
      `The browser tests need Chromium at ${CHROMIUM} (or CHROMIUM_PATH) and the DejaVu and Liberation fonts. Install them (Debian: sudo apt-get install chromium fonts-dejavu-core fonts-liberation).`,
    );
    process.exit(1);
  }
}
