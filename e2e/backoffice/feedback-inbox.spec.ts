import { request as playwrightRequest } from '@playwright/test';
import { apiPath } from '../support/api.js';
import { expectNoSideScroll, seriousViolations } from '../support/axe.js';
import { BO_MESSAGES, expect, operatorLogsIn, test } from '../support/backoffice.js';

// Issue 16 item 1, the operators' side of the feedback form: a guest's message from /support is in
// the support operator's inbox; they read it with its attachment and mark it handled, in English
// at 1440 px and in French at 375 px, and the screens pass axe.

test.describe.configure({ timeout: 120_000 });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

for (const [locale, width] of [
  ['en', 1440],
  ['fr', 375],
] as const) {
  test(`a support operator reads a guest's feedback and marks it handled (${locale}, ${width} px)`, async ({
    page,
    baseURL,
    clientIp,
  }) => {
    const t = BO_MESSAGES[locale].feedback;
    const guest = await playwrightRequest.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': clientIp },
    });
    const message = `My withdrawal has been pending for two days (${locale} ${Date.now().toString(36)}).`;
    const sent = await guest.post(apiPath('support/sendFeedback', locale), {
      multipart: {
        topic: 'payments',
        email: `feedback.${locale}@example.com`,
        message,
        attachment: { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: PDF },
      },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    const { reference } = ((await sent.json()) as { data: { reference: string } }).data;
    await guest.dispose();

    await page.setViewportSize({ width, height: 900 });
    await operatorLogsIn(page, 'support', locale, '/feedback');
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await page.getByLabel(t.topic).selectOption('payments');
    await page.getByRole('button', { name: t.filter, exact: true }).click();
    const row = page.getByTestId('feedback-list').getByRole('row', { name: new RegExp(reference) });
    await expect(row).toContainText(t.states.open);
    expect(await seriousViolations(page), 'inbox').toEqual([]);
    if (width === 375) await expectNoSideScroll(page);

    await row.getByRole('link', { name: reference }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByRole('link', { name: t.answer })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:feedback\\.${locale}@example\\.com`),
    );
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /receipt\.pdf/ }).click();
    expect((await download).suggestedFilename()).toBe('receipt.pdf');
    expect(await seriousViolations(page), 'message').toEqual([]);
    if (width === 375) await expectNoSideScroll(page);

    await page.getByRole('button', { name: t.markHandled }).click();
    await expect(page.getByRole('status').filter({ hasText: reference })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(t.states.handled);
    await expect(page.getByRole('button', { name: t.reopen })).toBeVisible();

    // Back in the inbox, it has left the messages to handle.
    await page.getByRole('link', { name: t.back }).click();
    await expect(page.getByTestId('feedback-list')).toBeVisible();
    await expect(
      page.getByTestId('feedback-list').getByRole('row', { name: new RegExp(reference) }),
    ).toHaveCount(0);
  });
}
