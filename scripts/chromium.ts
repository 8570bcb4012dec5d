// The machine's Chromium (Debian's) and its flags, for the end-to-end tests, Lighthouse and the
// screenshots. No tool may download a browser of its own.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.E2E_CHROMIUM ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
