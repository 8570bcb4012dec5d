import type { AuditEntry, FeedbackDetail, FeedbackItem } from '@jeton/domain/backoffice';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/app.js';
import { dataOf, errorOf } from '../../testing/expect-api.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { callBackoffice, operatorSession } from './backoffice-testing.js';

// The feedback inbox (issue 16 item 1, the operators' side of the support form): a message sent
// on /support is listed, read with its attachment, marked handled and reopened, each mark audited.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

let support: { id: number; cookie: string };
let admin: { id: number; cookie: string };
beforeAll(async () => {
  support = await operatorSession(t, 'support');
  admin = await operatorSession(t, 'administrator');
});

const list = async (cookie: string, filter: Record<string, unknown>) =>
  dataOf<{ items: FeedbackItem[]; total: number }>(
    await callBackoffice(t, 'feedback/list', filter, { cookie }),
  );

describe('the feedback inbox', () => {
  it('lists a message sent on /support, shows it with its attachment, and marks it handled and open again', async () => {
    const message = `The cashier page froze ${Date.now()}.\nSecond line.`;
    const { reference } = await t.services.feedback.send(null, 'fr', {
      topic: 'technical',
      email: 'inbox.guest@example.com',
      message,
      attachment: { name: 'receipt.pdf', bytes: PDF },
    });

    const open = await list(support.cookie, { state: 'open', topic: 'technical' });
    const item = open.items.find((i) => i.reference === reference);
    expect(item).toMatchObject({
      email: 'inbox.guest@example.com',
      topic: 'technical',
      locale: 'fr',
      playerId: null,
      attachmentName: 'receipt.pdf',
      handledAt: null,
      excerpt: message.replace('\n', ' '),
    });
    // Another topic's filter leaves it out.
    expect(
      (await list(support.cookie, { topic: 'bonuses' })).items.some((i) => i.reference === reference),
    ).toBe(false);

    const detail = dataOf<FeedbackDetail>(await callBackoffice(t, 'feedback/get', { id: item!.id }, support));
    expect(detail).toMatchObject({ message, attachmentType: 'application/pdf', attachmentBytes: PDF.length });
    const file = await callBackoffice(t, 'feedback/attachment', { id: item!.id }, support);
    expect(file.status).toBe(200);
    expect(file.response.headers['content-type']).toContain('application/pdf');
    expect(file.response.rawPayload.equals(PDF)).toBe(true);

    const handled = dataOf<FeedbackItem>(
      await callBackoffice(t, 'feedback/setHandled', { id: item!.id, handled: true }, support),
    );
    expect(handled.handledAt).not.toBeNull();
    expect(handled.handledBy).toBeTruthy();
    // Marking it again changes nothing and writes no second entry.
    dataOf(await callBackoffice(t, 'feedback/setHandled', { id: item!.id, handled: true }, support));
    expect((await list(support.cookie, { state: 'open' })).items.some((i) => i.id === item!.id)).toBe(false);
    expect((await list(support.cookie, { state: 'handled' })).items.some((i) => i.id === item!.id)).toBe(
      true,
    );

    const reopened = dataOf<FeedbackItem>(
      await callBackoffice(t, 'feedback/setHandled', { id: item!.id, handled: false }, support),
    );
    expect(reopened).toMatchObject({ handledAt: null, handledBy: null });

    const audit = dataOf<{ items: AuditEntry[] }>(
      await callBackoffice(t, 'audit/search', { targetType: 'feedback', targetId: String(item!.id) }, admin),
    ).items;
    expect(audit.map((entry) => entry.action).sort()).toEqual(['feedback.handle', 'feedback.reopen']);
    expect(audit.every((entry) => entry.operatorId === support.id)).toBe(true);

    const csv = await callBackoffice(t, 'feedback/export', { topic: 'technical' }, support);
    expect(csv.response.headers['content-type']).toContain('text/csv');
    expect(csv.response.body).toContain(reference);
  });

  it('answers a clear error for a message or an attachment that does not exist, and refuses a bad filter', async () => {
    const missing = await callBackoffice(t, 'feedback/get', { id: 987_654_321 }, support);
    expect(errorOf(missing, 'InvalidRequestException', 400).code).toBe('FEEDBACK_NOT_FOUND');
    const noMark = await callBackoffice(
      t,
      'feedback/setHandled',
      { id: 987_654_321, handled: true },
      support,
    );
    expect(errorOf(noMark, 'InvalidRequestException', 400).code).toBe('FEEDBACK_NOT_FOUND');

    const { reference } = await t.services.feedback.send(null, 'en', {
      topic: 'other',
      email: 'no.file@example.com',
      message: 'No file here.',
    });
    const item = (await list(support.cookie, { topic: 'other' })).items.find(
      (i) => i.reference === reference,
    );
    const noFile = await callBackoffice(t, 'feedback/attachment', { id: item!.id }, support);
    expect(errorOf(noFile, 'InvalidRequestException', 400).code).toBe('ATTACHMENT_NOT_FOUND');

    errorOf(
      await callBackoffice(t, 'feedback/list', { topic: 'gossip' }, support),
      'InvalidParameterException',
      400,
    );
    errorOf(
      await callBackoffice(t, 'feedback/setHandled', { id: item!.id, handled: 'yes' }, support),
      'InvalidParameterException',
      400,
    );
  });
});
