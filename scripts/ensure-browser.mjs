#!/usr/bin/env node
// The browser tests drive Debian's Chromium (never a downloaded build). Install it when
// missing and we are root on Debian; otherwise say exactly what to do.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`${CHROMIUM} missing: installing Debian's chromium…`);
    execSync(
      'apt-get update -y && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium fonts-dejavu-core',
      { stdio: 'inherit' },
    );
  } else {
    console.error(
      `The browser tests need Chromium at ${CHROMIUM}. Install it (Debian: sudo apt-get install chromium) or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
}
