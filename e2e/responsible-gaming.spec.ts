import type { LocaleCode } from '@jeton/domain';
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { expectNoSideScroll, seriousViolations } from './support/axe.js';
import { depositThroughSandbox } from './support/cashier.js';
import { expect, test } from './support/fixtures.js';
import {
  hydratedGameFrame,
  LOCALES,
  localized,
  MESSAGES,
  screensIn,
  waitForSiteReady,
} from './support/site.js';

// Responsible gaming (issue 12), in English and French, on a desktop and a 375 px phone: a loss
// limit refuses a game's stake with a plain message, the reality check fires inside a running game
// (the page's clock is moved forward, decision: no shorter interval exists for tests), a 24-hour
// time-out ends the session and refuses the next log-in, and a guest sent home from
// /responsible-game gets the log-in dialog and lands on the page after logging in.

const shownDialog = (page: Page): Locator => page.locator('dialog[open]');
/** The words of a message before its first placeholder: what a check can rely on. */
const lead = (template: string) => template.split('{')[0]!.trim();

function headerLogin(page: Page, locale: LocaleCode): Locator {
  return page.getByRole('banner').getByRole('button', { name: MESSAGES[locale].header.login, exact: true });
}

async function logInThroughDialog(
  page: Page,
  locale: LocaleCode,
  player: { login: string; password: string },
) {
  const t = MESSAGES[locale];
  const dialog = shownDialog(page);
  await expect(dialog.getByRole('heading', { name: t.auth.login.title })).toBeVisible();
  await dialog.getByLabel(t.auth.fields.login).fill(player.login);
  await dialog.getByLabel(t.auth.fields.password, { exact: true }).fill(player.password);
  await dialog.getByRole('button', { name: t.auth.login.submit }).click();
}

/** Opens the dice game for real money, animations cut short; answers the game client's frame. */
async function openDice(page: Page, locale: LocaleCode): Promise<FrameLocator> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(localized('/game/jeton-dice', locale));
  const frame = await hydratedGameFrame(page);
  await expect(frame.getByTestId('studio-balance')).toBeVisible();
  await waitForSiteReady(page);
  return frame;
}

for (const locale of LOCALES) {
  const t = MESSAGES[locale];
  const rg = t.responsibleGaming;

  for (const viewport of screensIn(locale)) {
    test.describe(`responsible gaming in ${locale} on a ${viewport.name}`, () => {
      test.use({ viewport: viewport.size });

      test('a loss limit set on the profile makes a game refuse a larger stake, in plain words', async ({
        page,
        session,
      }) => {
        await session.register();
        await depositThroughSandbox(page.request, 50);
        await page.goto(localized('/profile/responsible-game', locale));
        const lossForm = page.getByRole('form', { name: rg.kinds.loss });
        await expect(lossForm).toContainText(rg.none);
        await lossForm.getByLabel(rg.periodLabel).selectOption({ label: rg.periods.day });
        await lossForm.getByLabel(rg.valueMoney.replace('{currency}', 'EUR')).fill('1');
        await lossForm.getByRole('button', { name: rg.save }).click();
        await expect(lossForm.getByRole('status')).toHaveText(rg.savedNow);
        await expect(lossForm.getByTestId('rg-limit-loss-day')).toContainText(rg.periods.day);
        // Every tool fits the width: nothing scrolls sideways, on a phone neither.
        await expectNoSideScroll(page);

        const frame = await openDice(page, locale);
        // 2 EUR at stake against a loss limit of 1 EUR a day.
        await frame.getByRole('combobox', { name: t.studio.stake }).selectOption('200');
        await frame.getByTestId('play').click();
        const refusal = frame.getByRole('alert');
        await expect(refusal).toHaveAttribute('data-code', 'LOSS_LIMIT_REACHED');
        await expect(refusal).toContainText(t.studio.errors.LOSS_LIMIT_REACHED);
        await expect(refusal.getByRole('link', { name: t.studio.errors.limitsLink })).toHaveAttribute(
          'href',
          localized('/profile/responsible-game', locale),
        );
      });

      test('the reality check fires inside a running game and the player continues', async ({
        page,
        session,
      }) => {
        await session.register();
        await depositThroughSandbox(page.request, 20);
        await page.goto(localized('/profile/responsible-game', locale));
        const reality = page.getByRole('form', { name: rg.realityTitle });
        await reality.getByLabel(rg.realityLabel).selectOption({ label: rg.realityOptions['15'] });
        await reality.getByRole('button', { name: rg.realitySave }).click();
        await expect(reality.getByRole('status')).toHaveText(rg.realitySaved);

        // The page's clock, moved by hand: fifteen minutes pass in an instant. The check's timer starts
        // once the site's effects have read the session's summary, a moment after the page is ready:
        // the clock goes to just before the check, then on in 30-second steps until it shows (never
        // near the 30 minutes after which an idle player is logged out).
        await page.clock.install();
        // The game page's own read of the summary. The profile page reads it again after the save,
        // and that answer can come in after the game page is asked for: waiting for "a" read could
        // take that one, and the check's timer would then start after the clock's jump.
        const askedAt = Date.now();
        let gamePageReads = 0;
        page.on('requestfinished', (request) => {
          if (
            request.url().includes('/api/responsibleGaming/getSessionSummary') &&
            request.timing().startTime >= askedAt
          )
            gamePageReads += 1;
        });
        const frame = await openDice(page, locale);
        await expect.poll(() => gamePageReads).toBeGreaterThan(0);
        // The answer read and the check's timer set (on the page's clock): only then move the clock.
        await expect(page.locator('html')).toHaveAttribute('data-reality-check-due', /^\d{4}-/);
        await page.clock.fastForward('14:30');
        const check = page.getByTestId('reality-check');
        await expect(async () => {
          await page.clock.fastForward('00:30');
          await expect(check).toBeVisible({ timeout: 1_000 });
        }).toPass({ timeout: 15_000 });
        await expect(shownDialog(page).getByRole('heading', { name: rg.reality.title })).toBeVisible();
        await expect(check).toContainText(lead(rg.reality.elapsed));
        await expect(check).toContainText(lead(rg.reality.net));
        await expect(check.getByRole('button', { name: rg.reality.logout })).toBeVisible();
        await check.getByRole('button', { name: rg.reality.continue }).click();
        await expect(check).toHaveCount(0);
        await expect(frame.getByTestId('play')).toBeEnabled();
      });

      test('a 24-hour time-out logs the player out and the next log-in is refused', async ({
        page,
        session,
      }) => {
        const player = await session.register();
        await page.goto(localized('/profile/responsible-game', locale));
        const timeOut = page.getByRole('region', { name: rg.breakTitle });
        await timeOut.getByLabel(rg.durationLabel).selectOption({ label: rg.breakDurations['24h'] });
        await timeOut.getByRole('button', { name: rg.breakButton }).click();
        const confirm = shownDialog(page);
        await expect(confirm).toContainText(lead(rg.confirm.text));
        await confirm.getByRole('button', { name: rg.confirm.yes }).click();

        await expect(page).toHaveURL(localized('/', locale));
        await expect(headerLogin(page, locale)).toBeVisible();
        await headerLogin(page, locale).click();
        await logInThroughDialog(page, locale, player);
        await expect(shownDialog(page).getByRole('alert')).toContainText(lead(t.refusals.TIME_OUT));
        await expect(headerLogin(page, locale)).toBeVisible();
      });

      test('a guest sent home from /responsible-game logs in from the dialog and lands there', async ({
        page,
        createPlayer,
      }) => {
        const player = await createPlayer();
        await page.goto(localized('/responsible-game', locale));
        await expect(page).toHaveURL(/[?&]redirectUrl=/);
        const dialog = shownDialog(page);
        await expect(dialog.getByRole('link', { name: t.refusals.infoLink })).toHaveAttribute(
          'href',
          localized('/responsible-gambling', locale),
        );
        await logInThroughDialog(page, locale, player);
        await expect(page).toHaveURL(localized('/responsible-game', locale));
        const status = page.getByTestId('rg-status');
        await expect(status).toContainText(rg.status.noLimits);
        await expect(status).toContainText(rg.status.realityOff);
      });
    });
  }

  test(`the safer-gambling page lists help lines and scores the self-assessment (${locale})`, async ({
    page,
  }) => {
    await page.goto(localized('/responsible-gambling', locale));
    // The help lines are the page's published text (a content page, seeded in both locales).
    const helpTitle = locale === 'fr' ? 'Où trouver de l’aide' : 'Where to find help';
    await expect(page.getByRole('heading', { name: helpTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: 'joueurs-info-service.fr' })).toBeVisible();
    const questions = page.locator('fieldset.safer-question');
    await expect(questions).toHaveCount(rg.safer.questions.length);
    for (let index = 0; index < rg.safer.questions.length; index++) {
      const answer = index < 2 ? rg.safer.assessmentYes : rg.safer.assessmentNo;
      await questions.nth(index).getByLabel(answer, { exact: true }).check();
    }
    await expect(page.getByTestId('self-assessment-result')).toContainText('2');
  });

  test(`the responsible-gaming pages have no serious accessibility violation (${locale})`, async ({
    page,
    session,
  }) => {
    await page.goto(localized('/responsible-gambling', locale));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await session.register();
    for (const path of ['/profile/responsible-game', '/responsible-game']) {
      await page.goto(localized(path, locale));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
}
