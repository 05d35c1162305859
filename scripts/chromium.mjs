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
