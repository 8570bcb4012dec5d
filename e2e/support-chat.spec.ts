import { BACKOFFICE_CSRF_HEADER } from '@jeton/domain/backoffice';
import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { DEMO_OPERATOR_PASSWORD } from '../apps/server/src/modules/backoffice/demo-operators.js';
import { expectNoSideScroll, seriousViolations } from './support/axe.js';
import { type DemoOperator, operatorCode, operatorEmail } from './support/backoffice.js';
import { expect, test } from './support/fixtures.js';
import { LOCALES, localized, MESSAGES } from './support/site.js';

// Issue 16, item 1: the feedback form of /support and the live chat between a guest and an operator.

/** An operator's API session apart from the page, as the back office would make its calls. */
async function operatorApi(operator: DemoOperator, clientIp: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({
    baseURL: process.env.E2E_BASE_URL,
    extraHTTPHeaders: { [BACKOFFICE_CSRF_HEADER]: '1', 'x-forwarded-for': clientIp },
  });
  const login = await api.post('/backoffice/api/auth/login', {
    data: {
      email: operatorEmail(operator),
      password: DEMO_OPERATOR_PASSWORD,
      totp: await operatorCode(operator),
    },
  });
  expect(login.status()).toBe(200);
  return api;
}

async function boCall<T>(api: APIRequestContext, method: string, body: Record<string, unknown>): Promise<T> {
  const response = await api.post(`/backoffice/api/${method}`, { data: body });
  expect(response.status(), `${method}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

for (const locale of LOCALES) {
  const t = MESSAGES[locale];

  test(`a guest sends feedback and gets a reference; the page passes axe (${locale})`, async ({ page }) => {
    if (locale === 'fr') await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(localized('/support', locale));
    const form = t.support.form;
    await expect(page.getByRole('heading', { name: form.title })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Refused before sending: the fields say what is missing.
    await page.getByRole('button', { name: form.submit, exact: true }).click();
    await expect(page.getByText(form.errors.required).first()).toBeVisible();
    await expect(page.getByLabel(form.topic)).toBeFocused();

    await page.getByLabel(form.topic).selectOption('payments');
    await page.getByLabel(form.email).fill('guest.feedback@example.com');
    await page.getByLabel(form.message).fill('My deposit has not arrived yet.');
    await page.getByLabel(form.attachment).setInputFiles({
      name: 'receipt.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    await page.getByRole('button', { name: form.submit, exact: true }).click();
    await expect(page.getByRole('heading', { name: form.sentTitle })).toBeVisible();
    await expect(page.getByRole('status')).toContainText(/FB-[2-9A-Z]{8}/);
    expect(await seriousViolations(page)).toEqual([]);
    if (locale === 'fr') await expectNoSideScroll(page);
  });

  test(`a guest chats with an operator and both see the other's lines live (${locale})`, async ({
    page,
    clientIp,
  }) => {
    const operator = await operatorApi(locale === 'en' ? 'support' : 'admin', clientIp);
    await boCall(operator, 'chat/setDuty', { onDuty: true });
    const chat = t.support.chat;
    const guestName = `Guest ${locale} ${Date.now().toString(36)}`;

    await page.goto(localized('/support', locale));
    await page.getByRole('button', { name: t.chatLauncher.label }).click();
    const widget = page.getByRole('dialog', { name: chat.title });
    await widget.getByLabel(chat.start.name).fill(guestName);
    await widget.getByRole('button', { name: chat.start.submit }).click();
    await expect(widget.getByText(chat.waiting)).toBeVisible();
    await widget.getByLabel(chat.message).fill('Hello, is anyone there?');
    await widget.getByRole('button', { name: chat.send, exact: true }).click();
    await expect(widget.getByText('Hello, is anyone there?')).toBeVisible();

    // The operator finds the guest among the waiting conversations (one, holding the line), takes it and answers.
    const guestConversations = async () => {
      const waiting = await boCall<{ items: { id: number; who: string }[] }>(operator, 'chat/list', {
        filter: 'waiting',
      });
      const ours = waiting.items.filter((item) => item.who === guestName);
      return Promise.all(
        ours.map(async ({ id }) => ({
          id,
          lines: (await boCall<{ messages: { body: string }[] }>(operator, 'chat/get', { id })).messages.map(
            (m) => m.body,
          ),
        })),
      );
    };
    await expect
      .poll(guestConversations)
      .toEqual([{ id: expect.any(Number), lines: ['Hello, is anyone there?'] }]);
    const [conversation] = await guestConversations();
    await boCall(operator, 'chat/take', { id: conversation!.id });
    await expect(widget.getByRole('status')).toContainText(chat.with.replace('{name}', ''));
    // The operator's typing shows in the widget until their line comes.
    await boCall(operator, 'chat/typing', { id: conversation!.id });
    const typingLine = widget.getByText(chat.typing.replace('{name}', '').trim());
    await expect(typingLine).toBeVisible();
    await boCall(operator, 'chat/reply', { id: conversation!.id, text: 'Hello! How can I help?' });

    // Arrives without a reload, through the stream.
    await expect(widget.getByText('Hello! How can I help?')).toBeVisible();
    await expect(typingLine).toHaveCount(0);
    expect(await seriousViolations(page, '#chat-widget')).toEqual([]);

    // The guest ends the chat; the operator's list has it among the closed ones.
    await widget.getByRole('button', { name: chat.end }).click();
    await expect(widget.getByText(chat.closed).first()).toBeVisible();
    const closed = await boCall<{ items: { id: number }[] }>(operator, 'chat/list', { filter: 'closed' });
    expect(closed.items.some((item) => item.id === conversation!.id)).toBe(true);
    await operator.dispose();
  });
}

test('the chat badge is hidden on a game page and shown elsewhere', async ({ page }) => {
  await page.goto('/gamehall');
  await expect(page.getByRole('button', { name: MESSAGES.en.chatLauncher.label })).toBeVisible();
  await page.goto('/game/jeton-european-roulette');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('button', { name: MESSAGES.en.chatLauncher.label })).toHaveCount(0);
});

// At 375 px no badge floats over the page: the chat lives in the phone menu (decision 0081), tried
// with every main page in chat-launcher-phone.spec.ts.
