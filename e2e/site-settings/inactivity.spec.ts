import { apiPath } from '../support/api.js';
import { expect, test } from '../support/fixtures.js';
import { countdownSeconds, restartCount } from '../support/inactivity.js';
import { LOCALES, localized, MESSAGES } from '../support/site.js';

// Inactivity log-out with a time_to_force_logout the operator shortened to 30 s: the warning at
// 24 s counting down the last 6 s, a key press resetting it, the log-out at 30 s. The page's clock
// is moved by hand, so nothing waits for real time (support/inactivity.ts).

test.afterEach(async ({ admin }) => {
  await admin.resetGeneralInfo();
});

for (const locale of LOCALES) {
  test(`a 30 s inactivity time: warning at 24 s, reset by a key press, log-out at 30 s (${locale})`, async ({
    page,
    admin,
    session,
  }) => {
    const t = MESSAGES[locale];
    await admin.changeGeneralInfo({ time_to_force_logout: 30 });
    await page.clock.install();
    await session.registerWithUnconfirmedEmail();
    await page.goto(localized('/gamehall', locale));
    // The confirm hint (the email is not confirmed yet) is drawn in the browser only: the page is live.
    await expect(page.getByRole('complementary', { name: t.emailConfirmation.hint.label })).toBeVisible();
    await restartCount(page);

    const warning = page.getByRole('alertdialog', { name: t.inactivity.title });
    await page.clock.fastForward(21_000);
    await expect(warning).toHaveCount(0);
    await page.clock.fastForward(3_000);
    await expect(warning).toBeVisible();
    // The last 20 %: 6 s, less what real time has passed since the key press.
    await countdownSeconds(warning, locale, { min: 3, max: 6 });

    await page.keyboard.press('Enter');
    await expect(warning).toHaveCount(0);
    await page.clock.fastForward(21_000);
    await expect(warning).toHaveCount(0);
    await page.clock.fastForward(3_000);
    await expect(warning).toBeVisible();

    await page.clock.fastForward(6_000);
    await expect(page).toHaveURL(new RegExp(`${localized('/', locale)}$`));
    await expect(page.getByRole('banner').getByRole('button', { name: t.header.login })).toBeVisible();
    const info = await page.request.get(apiPath('account/getInfo', locale));
    expect(((await info.json()) as { data: { uid: number } }).data.uid).toBe(0);
  });
}
