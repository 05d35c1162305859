// The stock Firefox and WebKit the cross-engine browser tests drive (apps/portfolio/engines/),
// from Debian like Chromium (scripts/ensure-browser.ts installs them when missing).
export const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
export const WEBKIT_WEBDRIVER_PATH =
  process.env.WEBKIT_WEBDRIVER_PATH || '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const XVFB_RUN_PATH = '/usr/bin/xvfb-run';

/** The Debian package that ships each of them. */
export const ENGINE_PACKAGES: Record<string, string> = {
  [FIREFOX_PATH]: 'firefox-esr',
  [WEBKIT_WEBDRIVER_PATH]: 'webkit2gtk-driver',
  [MINIBROWSER_PATH]: 'webkit2gtk-driver',
  [XVFB_RUN_PATH]: 'xvfb',
};
