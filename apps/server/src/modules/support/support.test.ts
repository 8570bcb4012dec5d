import { API_VERSION, SUPPORT_ATTACHMENT_MAX_BYTES } from '@jeton/domain';
import { describe, expect, it } from 'vitest';
import { callApi, registerPlayer, type TestApp, uniqueIp } from '../../testing/app.js';
import { dataOf, errorOf } from '../../testing/expect-api.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { FeedbackStore } from './feedback-store.js';

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
  Buffer.from('IHDR'),
  Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89]),
  Buffer.alloc(40),
]);

/** sendFeedback as the form posts it: multipart, with an optional file. */
async function sendFeedback(
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer; type?: string },
  options: { cookie?: string; remoteAddress?: string } = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (file)
    form.set(
      'attachment',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/png' }),
      file.name,
    );
  const request = new Request('http://x/', { method: 'POST', body: form });
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/support/sendFeedback?v=${API_VERSION}&locale=en`,
    headers: {
      'content-type': request.headers.get('content-type')!,
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    payload: Buffer.from(await request.arrayBuffer()),
    remoteAddress: options.remoteAddress ?? uniqueIp(),
  });
  return { status: response.statusCode, body: response.json(), sessionCookie: undefined, response };
}

async function mailboxMessages(reference: string) {
  const sent = await t.services.outbox.latest({ template: 'support_feedback' });
  return sent.filter((m) => m.subject.includes(reference));
}

describe('support/getsettings', () => {
  it('names the topics and limits, and asks a guest for an email but not a player', async () => {
    const guest = dataOf<{ topics: string[]; email_required: boolean; attachment: { max_bytes: number } }>(
      await callApi(t.app, 'GET', 'support/getsettings'),
    );
    expect(guest.topics).toContain('payments');
    expect(guest.email_required).toBe(true);
    expect(guest.attachment.max_bytes).toBe(SUPPORT_ATTACHMENT_MAX_BYTES);
    const { cookie } = await registerPlayer(t.app);
    const player = dataOf<{ email_required: boolean }>(
      await callApi(t.app, 'GET', 'support/getsettings', {}, { cookie }),
    );
    expect(player.email_required).toBe(false);
  });
});

describe('support/sendFeedback', () => {
  it("a guest's message with a PNG is stored and mailed to the operators with its reference", async () => {
    const result = await sendFeedback(
      { topic: 'payments', email: 'Guest@Example.com', message: 'My deposit <b>is</b> late' },
      { name: '../../etc/screen<shot>.png', bytes: PNG, type: 'application/x-evil' },
    );
    const { reference } = dataOf<{ reference: string }>(result);
    expect(reference).toMatch(/^FB-[2-9A-HJKMNP-Z]{8}$/);
    const [mail] = await mailboxMessages(reference);
    expect(mail?.recipient).toBe('support@jeton.test');
    expect(mail?.body).toContain('guest <guest@example.com>');
    expect(mail?.body).toContain('My deposit <b>is</b> late');
    const stored = await new FeedbackStore(t.database.db).findByReference(reference);
    expect(stored?.attachmentType).toBe('image/png');
    expect(stored?.attachmentName).toBe('screenshot.png');
    expect(Buffer.from(stored!.attachment!).equals(PNG)).toBe(true);
  });

  it("a player's message goes with their account's email; a guest without one is refused", async () => {
    const { cookie, login, uid } = await registerPlayer(t.app);
    const { reference } = dataOf<{ reference: string }>(
      await sendFeedback({ topic: 'account', message: 'Please change my name' }, undefined, { cookie }),
    );
    const [mail] = await mailboxMessages(reference);
    expect(mail?.body).toContain(`player #${uid} <${login}>`);
    const refused = errorOf(
      await sendFeedback({ topic: 'account', message: 'hello' }),
      'InvalidParameterException',
      400,
    );
    expect(refused.code).toBe('EMAIL_REQUIRED');
  });

  it('refuses a file whose bytes are not an image or PDF, whatever its name and type say', async () => {
    const result = await sendFeedback(
      { topic: 'technical', email: 'a@example.com', message: 'see file' },
      { name: 'photo.png', bytes: Buffer.from('<script>alert(1)</script>'), type: 'image/png' },
    );
    expect(errorOf(result, 'InvalidParameterException', 400).code).toBe('FILE_TYPE_REFUSED');
  });

  it('refuses an attachment over the size limit, and a file in another field', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(SUPPORT_ATTACHMENT_MAX_BYTES)]);
    const tooLarge = await sendFeedback(
      { topic: 'technical', email: 'a@example.com', message: 'big' },
      { name: 'big.png', bytes: big },
    );
    expect(errorOf(tooLarge, 'InvalidParameterException', 400).code).toBe('FILE_TOO_LARGE');

    const form = new FormData();
    form.set('topic', 'other');
    form.set('email', 'a@example.com');
    form.set('message', 'x');
    form.set('avatar', new Blob([new Uint8Array(PNG)]), 'a.png');
    const request = new Request('http://x/', { method: 'POST', body: form });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/support/sendFeedback?v=${API_VERSION}`,
      headers: { 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('UNEXPECTED_FILE');
  });

  it('refuses an unknown topic, an empty message and a bad email, and writes nothing', async () => {
    const before = (await t.services.outbox.latest({ template: 'support_feedback' }, 200)).length;
    for (const fields of [
      { topic: 'casino', email: 'a@example.com', message: 'x' },
      { topic: 'other', email: 'a@example.com', message: ' \u0007 ' },
      { topic: 'other', email: 'not-an-email', message: 'x' },
    ]) {
      errorOf(await sendFeedback(fields), 'InvalidParameterException', 400);
    }
    expect((await t.services.outbox.latest({ template: 'support_feedback' }, 200)).length).toBe(before);
  });

  it('is rate-limited per address', async () => {
    const remoteAddress = uniqueIp();
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (
          await sendFeedback({ topic: 'other', email: 'r@example.com', message: `n${i}` }, undefined, {
            remoteAddress,
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 5).every((s) => s === 200)).toBe(true);
    expect(statuses[5]).toBe(429);
  });
});

describe('a blocked player', () => {
  it('may still load the form and write to support', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    await t.services.accounts.setStatus(uid, 'banned');
    dataOf(await callApi(t.app, 'GET', 'support/getsettings', {}, { cookie }));
    const { reference } = dataOf<{ reference: string }>(
      await sendFeedback({ topic: 'account', message: 'Why is my account blocked?' }, undefined, { cookie }),
    );
    expect(reference).toMatch(/^FB-/);
  });
});
