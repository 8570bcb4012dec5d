import { expectNoSideScroll, seriousViolations } from '../support/axe.js';
import { BO_MESSAGES, expect, operatorLogsIn, test } from '../support/backoffice.js';
import { localized, MESSAGES } from '../support/site.js';

// Issue 16 item 1, the operators' side: a guest writes in the site's chat widget; the support
// operator sees the conversation arrive live in the back office's desk, takes it, sees the guest
// typing, replies, and the guest reads the reply; the desk passes axe at 1440 and 375 px.

test.describe.configure({ timeout: 120_000 });

for (const [locale, width] of [
  ['en', 1440],
  ['fr', 375],
] as const) {
  test(`the desk receives a guest's chat live, takes it and replies (${locale}, ${width} px)`, async ({
    page,
    browser,
    baseURL,
    clientIp,
  }) => {
    const t = BO_MESSAGES[locale].chat;
    const site = MESSAGES[locale].support.chat;
    await page.setViewportSize({ width, height: 900 });
    await operatorLogsIn(page, 'support', locale, '/chat');
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const duty = page.getByRole('switch', { name: t.duty });
    if ((await duty.getAttribute('aria-checked')) !== 'true') await duty.click();
    await expect(duty).toHaveAttribute('aria-checked', 'true');
    expect(await seriousViolations(page), 'desk').toEqual([]);
    if (width === 375) await expectNoSideScroll(page);

    // The guest, in a browser of their own, opens the widget and writes.
    const guestContext = await browser.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': clientIp },
    });
    const guest = await guestContext.newPage();
    const guestName = `Desk guest ${locale} ${Date.now().toString(36)}`;
    await guest.goto(localized('/support', locale));
    await guest.getByRole('button', { name: MESSAGES[locale].chatLauncher.label }).click();
    const widget = guest.getByRole('dialog', { name: site.title });
    await widget.getByLabel(site.start.name).fill(guestName);
    await widget.getByRole('button', { name: site.start.submit }).click();
    await widget.getByLabel(site.message).fill('My deposit is late.');
    await widget.getByRole('button', { name: site.send, exact: true }).click();

    // It arrives in the waiting list without a reload, with its unread line.
    const item = page.getByTestId('chat-list').getByRole('link', { name: new RegExp(guestName) });
    await expect(item).toBeVisible();
    await expect(item).toContainText('My deposit is late.');
    await item.click();
    const pane = page.getByTestId('chat-pane');
    await expect(pane.getByRole('heading', { name: t.heading.replace('{who}', guestName) })).toBeFocused();
    await expect(pane.getByRole('log')).toContainText('My deposit is late.');
    await expect(pane.getByText(t.takeToReply)).toBeVisible();

    await pane.getByRole('button', { name: t.take, exact: true }).click();
    const reply = pane.getByLabel(t.reply);
    await expect(reply).toBeVisible();
    expect(await seriousViolations(page), 'conversation').toEqual([]);
    if (width === 375) await expectNoSideScroll(page);

    // The guest's typing shows on the desk; the operator's reply (Enter sends) reaches the guest.
    await widget.getByLabel(site.message).pressSequentially('One more');
    await expect(pane.getByText(t.typing.replace('{who}', guestName))).toBeVisible();
    await reply.fill('We are looking at it now.');
    await reply.press('Enter');
    await expect(reply).toHaveValue('');
    await expect(widget.getByText('We are looking at it now.')).toBeVisible();
    await expect(pane.getByRole('log')).toContainText('We are looking at it now.');

    // The guest's next line arrives in the open conversation live; closing ends it on both sides.
    await widget.getByRole('button', { name: site.send, exact: true }).click();
    await expect(pane.getByRole('log')).toContainText('One more');
    await pane.getByRole('button', { name: t.close, exact: true }).click();
    await expect(pane.getByText(t.readOnly)).toBeVisible();
    await expect(widget.getByText(site.closed).first()).toBeVisible();
    await guestContext.close();
  });
}
