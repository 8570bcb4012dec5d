import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.js';
import { cleanUpOnInterrupt, ensureWebBuild, type RunningSite, startSite } from './server.js';

// npm run screenshots — full-page PNGs of the home page and the game hall at a phone's and a
// desktop's width, and of the registration dialog, into docs/screenshots/. The site starts as for
// bench:web (production build, fresh demo database). A missing dialog is reported and skipped.

const OUTPUT_DIR = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const WIDTHS = [375, 1440];
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'gamehall', path: '/gamehall' },
];
/** How long the registration dialog may take to open after the click. */
const DIALOG_TIMEOUT_MS = 5_000;

/** Opens a page and waits until it is hydrated and idle, so that the picture is what a player sees. */
async function open(browser: Browser, url: string, width: number, problems: string[]): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: width < 800 ? 812 : 900 } });
  page.on('pageerror', (error) => problems.push(`${url} at ${width} px: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${url} at ${width} px: console: ${message.text()}`);
  });
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
  return page;
}

/** The registration dialog, when the web app has one; answers why not otherwise. */
async function shootRegistration(page: Page, file: string): Promise<string | null> {
  const register = page.getByRole('banner').getByRole('button', { name: 'Register', exact: true });
  if ((await register.count()) === 0) return 'no "Register" button in the header';
  await register.first().click();
  // The dialog's frame shows a spinner while its code loads: wait for its form's first field.
  const field = page.getByRole('dialog').getByRole('textbox').first();
  try {
    await field.waitFor({ state: 'visible', timeout: DIALOG_TIMEOUT_MS });
  } catch {
    return `no dialog form opened within ${DIALOG_TIMEOUT_MS / 1000} s of clicking "Register"`;
  }
  await page.waitForLoadState('networkidle');
  // Let the opening animation end.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await page.screenshot({ path: file, fullPage: false });
  return null;
}

async function main(): Promise<void> {
  ensureWebBuild(console.error);
  mkdirSync(OUTPUT_DIR, { recursive: true });
  let site: RunningSite | null = null;
  let browser: Browser | null = null;
  const problems: string[] = [];
  try {
    site = await startSite();
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      // Playwright adds its own headless flag.
      args: CHROMIUM_FLAGS.filter((flag) => flag !== '--headless'),
    });
    const launched = browser;
    const forget = cleanUpOnInterrupt(() => launched.close());
    for (const width of WIDTHS) {
      for (const { name, path: pagePath } of PAGES) {
        const page = await open(launched, site.origin + pagePath, width, problems);
        const file = path.join(OUTPUT_DIR, `${name}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.info(`wrote ${path.relative(process.cwd(), file)}`);
        await page.close();
      }
      const page = await open(launched, `${site.origin}/`, width, problems);
      const file = path.join(OUTPUT_DIR, `register-${width}.png`);
      const skipped = await shootRegistration(page, file);
      console.info(
        skipped
          ? `skipped register-${width}.png: ${skipped} (the registration dialog is not built yet?)`
          : `wrote ${path.relative(process.cwd(), file)}`,
      );
      await page.close();
    }
    forget();
    for (const problem of problems) console.warn(`page error: ${problem}`);
  } finally {
    await browser?.close();
    await site?.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
