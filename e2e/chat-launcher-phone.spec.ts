import type { LocaleCode } from '@jeton/domain';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { LOCALES, localized, MESSAGES, waitForSiteReady } from './support/site.js';

// Decision 0081: on a 375 px phone the live-chat launcher covers no button, link or field of the
// player's main pages, at rest, wherever the page is scrolled; the chat is still reached from the
// phone menu, with its unread count, by keyboard too.

test.describe.configure({ timeout: 120_000 });

/**
 * The controls the chat launcher's box (with its unread badge) overlaps in the viewport: every
 * shown element named as the launcher against every shown button, link, field and select.
 */
async function coveredControls(page: Page, label: string): Promise<string[]> {
  return page.evaluate((launcherLabel) => {
    const shown = (el: Element) =>
      el.getClientRects().length > 0 &&
      el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const named = (el: Element) =>
      (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().startsWith(launcherLabel);
    const launchers = [...document.querySelectorAll('button, a, [role="button"]')].filter(
      (el) => named(el) && shown(el),
    );
    const viewport = { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };
    const meets = (a: { left: number; top: number; right: number; bottom: number }, b: typeof a) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const controls = [
      ...document.querySelectorAll(
        'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="link"]',
      ),
    ].filter((el) => shown(el) && meets(el.getBoundingClientRect(), viewport));
    const covered: string[] = [];
    for (const launcher of launchers) {
      const boxes = [launcher, ...launcher.querySelectorAll('*')].map((el) => el.getBoundingClientRect());
      for (const control of controls) {
        if (launcher.contains(control) || control.contains(launcher)) continue;
        const box = control.getBoundingClientRect();
        if (!boxes.some((part) => part.width > 0 && meets(part, box))) continue;
        const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40);
        covered.push(
          `${control.tagName.toLowerCase()} "${name}" at ${Math.round(box.left)},${Math.round(box.top)}`,
        );
      }
    }
    return covered;
  }, label);
}

/** The page scrolled to its top, middle and bottom, each checked once painted. */
async function expectNothingCovered(page: Page, locale: LocaleCode, where: string): Promise<void> {
  await waitForSiteReady(page);
  await expect(page.getByRole('main')).toBeVisible();
  const label = MESSAGES[locale].chatLauncher.label;
  for (const place of ['top', 'middle', 'bottom'] as const) {
    await page.evaluate((at) => {
      const end = document.documentElement.scrollHeight - window.innerHeight;
      window.scrollTo(0, at === 'top' ? 0 : at === 'middle' ? end / 2 : end);
      return new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
    }, place);
    expect(await coveredControls(page, label), `${where}, scrolled to the ${place}`).toEqual([]);
  }
}

for (const locale of LOCALES) {
  const t = MESSAGES[locale];

  test(`at 375 px the chat launcher covers no control of the player's main pages (${locale})`, async ({
    page,
    session,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await session.logIn();
    const visit = async (path: string, ready: () => Promise<void>) => {
      await page.goto(localized(path, locale));
      await ready();
      await expectNothingCovered(page, locale, path);
    };
    const main = page.getByRole('main');
    const someControl = () =>
      expect(main.locator('a[href], button, input, select').filter({ visible: true }).first()).toBeVisible();

    await visit('/', someControl);
    await visit('/gamehall', someControl);
    await visit('/game/jeton-dice', () => expect(page.locator('iframe.game-frame')).toBeVisible());
    await visit('/cashier/deposit', someControl);
    // The betting page with a price in the slip: the slip's sheet closed, its bar at the bottom.
    await visit('/betting', async () => {
      const slip = page.getByRole('complementary', { name: t.pages.betting.slip.title });
      await page
        .getByRole('region', { name: t.pages.betting.upcoming })
        .getByRole('listitem')
        .first()
        .getByRole('button')
        .first()
        .click();
      const close = slip.getByRole('button', { name: t.pages.betting.slip.close });
      await expect(close).toBeVisible();
      await close.click();
      await expect(close).toBeHidden();
    });
    await visit('/profile/bets', () =>
      expect(main.locator('select, input').filter({ visible: true }).first()).toBeVisible(),
    );
    await visit('/profile/bonuses', () =>
      expect(main.locator('input').filter({ visible: true }).first()).toBeVisible(),
    );
    await visit('/support', () => expect(main.locator('textarea')).toBeVisible());
  });

  test(`at 375 px the chat opens from the phone menu, by keyboard, and gives the focus back (${locale})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(localized('/support', locale));
    await waitForSiteReady(page);
    const menuButton = page.getByRole('banner').getByRole('button', { name: t.header.openMenu });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const entry = page.getByRole('banner').getByRole('button', { name: t.chatLauncher.label });
    await expect(entry).toBeVisible();
    await entry.focus();
    await page.keyboard.press('Enter');
    const widget = page.getByRole('dialog', { name: t.support.chat.title });
    await expect(widget).toBeVisible();
    // The focus goes into the window, to its first field, once its code has loaded.
    await expect(widget.getByRole('textbox').first()).toBeFocused();
    // The menu closed behind it; Escape closes the chat and the focus is back on the menu button.
    await expect(entry).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(widget).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: t.header.openMenu })).toBeFocused();
  });
}
