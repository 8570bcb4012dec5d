import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { callApi, registerPlayer, type TestApp, uniqueIp } from '../../testing/app.js';
import { dataOf, errorOf } from '../../testing/expect-api.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { callBackoffice, operatorSession } from '../backoffice/backoffice-testing.js';
import { CHAT_COOKIE_NAME } from './guest-cookie.js';

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

interface Conversation {
  id: number;
  status: string;
  operators_on_duty: boolean;
  unread: number;
  messages: { id: number; author: string; body: string; offline: boolean; operator_name: string | null }[];
}

function chatCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === CHAT_COOKIE_NAME);
  if (!cookie) throw new Error('no chat cookie');
  expect(cookie.httpOnly).toBe(true);
  return `${CHAT_COOKIE_NAME}=${cookie.value}`;
}

async function guestOpens(details: Record<string, string> = { name: 'Ana', email: 'ana@example.com' }) {
  const result = await callApi(t.app, 'POST', 'chat/open', details, { remoteAddress: uniqueIp() });
  const { conversation } = dataOf<{ conversation: Conversation }>(result);
  return { conversation, cookie: chatCookieOf(result.response) };
}

async function conversationOf(cookie: string) {
  return dataOf<{ conversation: Conversation | null }>(
    await callApi(t.app, 'GET', 'chat/get', {}, { cookie }),
  ).conversation;
}

async function onDutyOperator() {
  const operator = await operatorSession(t, 'support');
  dataOf(await callBackoffice(t, 'chat/setDuty', { onDuty: true }, { cookie: operator.cookie }));
  return operator;
}

describe('live chat between a guest and an operator', () => {
  conversationFlowChecks();
  reachChecks();
  chatRefusalChecks();
});

/** One conversation from both sides. */
function conversationFlowChecks() {
  it('a guest writes, an operator takes, answers and closes; each side sees the other; state changes are audited', async () => {
    const operator = await onDutyOperator();
    const guest = await guestOpens();
    expect(guest.conversation.status).toBe('waiting');
    expect(guest.conversation.operators_on_duty).toBe(true);
    dataOf(
      await callApi(t.app, 'POST', 'chat/send', { text: 'Hello, <i>anyone</i>?' }, { cookie: guest.cookie }),
    );

    const waiting = dataOf<{ items: { id: number; who: string; unread: number }[] }>(
      await callBackoffice(t, 'chat/list', { filter: 'waiting' }, { cookie: operator.cookie }),
    );
    const listed = waiting.items.find((item) => item.id === guest.conversation.id);
    expect(listed?.who).toBe('Ana');
    expect(listed?.unread).toBe(1);

    // Replying before taking is refused.
    const early = await callBackoffice(
      t,
      'chat/reply',
      { id: guest.conversation.id, text: 'hi' },
      { cookie: operator.cookie },
    );
    expect(early.status).toBe(403);

    dataOf(await callBackoffice(t, 'chat/take', { id: guest.conversation.id }, { cookie: operator.cookie }));
    // A second operator cannot take it again.
    const other = await operatorSession(t, 'administrator');
    const again = await callBackoffice(
      t,
      'chat/take',
      { id: guest.conversation.id },
      { cookie: other.cookie },
    );
    expect(again.status).toBe(400);

    dataOf(
      await callBackoffice(
        t,
        'chat/reply',
        { id: guest.conversation.id, text: 'Hello Ana!' },
        { cookie: operator.cookie },
      ),
    );
    const seen = await conversationOf(guest.cookie);
    expect(seen?.status).toBe('open');
    expect(seen?.unread).toBe(2); // the "taken" line and the answer
    expect(seen?.messages.map((m) => [m.author, m.body])).toEqual([
      ['player', 'Hello, <i>anyone</i>?'],
      ['system', 'taken'],
      ['operator', 'Hello Ana!'],
    ]);
    expect(seen?.messages[2]?.operator_name).toBe('Operator');
    expect(
      dataOf<{ unread: number }>(await callApi(t.app, 'POST', 'chat/markRead', {}, { cookie: guest.cookie }))
        .unread,
    ).toBe(0);
    expect((await conversationOf(guest.cookie))?.unread).toBe(0);

    dataOf(await callBackoffice(t, 'chat/close', { id: guest.conversation.id }, { cookie: operator.cookie }));
    const closedSend = await callApi(
      t.app,
      'POST',
      'chat/send',
      { text: 'one more' },
      { cookie: guest.cookie },
    );
    expect(errorOf(closedSend, 'InvalidRequestException', 400).code).toBe('CHAT_CLOSED');

    const audit = dataOf<{ items: { action: string; targetId: string }[] }>(
      await callBackoffice(
        t,
        'audit/search',
        { targetType: 'chat_conversation', targetId: String(guest.conversation.id) },
        { cookie: other.cookie },
      ),
    );
    expect(audit.items.map((e) => e.action).sort()).toEqual(['chat.close', 'chat.take']);
  });
}

/** Offline lines, who reaches which conversation, repeated starts. */
function reachChecks() {
  it('with no operator on duty, a line is kept as offline and mailed to support; without an email it is refused', async () => {
    // Everyone off duty for this test.
    await t.database.db.execute('DELETE FROM chat_duty' as never);
    const guest = await guestOpens({ name: 'Bo' });
    expect(guest.conversation.operators_on_duty).toBe(false);
    const refused = await callApi(t.app, 'POST', 'chat/send', { text: 'anyone?' }, { cookie: guest.cookie });
    expect(errorOf(refused, 'InvalidParameterException', 400).code).toBe('EMAIL_REQUIRED');
    dataOf(await callApi(t.app, 'POST', 'chat/open', { email: 'bo@example.com' }, { cookie: guest.cookie }));
    const sent = dataOf<{ message: { offline: boolean } }>(
      await callApi(t.app, 'POST', 'chat/send', { text: 'anyone?' }, { cookie: guest.cookie }),
    );
    expect(sent.message.offline).toBe(true);
    const [mail] = await t.services.outbox.latest({ template: 'support_chat_offline' }, 1);
    expect(mail?.subject).toContain(`[Chat #${guest.conversation.id}]`);
    expect(mail?.body).toContain('bo@example.com');
  });

  it("nobody reaches another's conversation: a guest's or a player's id is refused, a forged cookie finds nothing", async () => {
    const guest = await guestOpens();
    const player = await registerPlayer(t.app);
    dataOf(await callApi(t.app, 'POST', 'chat/open', {}, { cookie: player.cookie }));
    const mine = (await conversationOf(player.cookie))!;
    const intruder = await registerPlayer(t.app);
    for (const id of [guest.conversation.id, mine.id]) {
      const read = await callApi(
        t.app,
        'GET',
        'chat/get',
        { conversation_id: id },
        { cookie: intruder.cookie },
      );
      expect(errorOf(read, 'InvalidParameterException', 400).code).toBe('CHAT_NOT_FOUND');
      const write = await callApi(
        t.app,
        'POST',
        'chat/send',
        { text: 'hi', conversation_id: id },
        { cookie: intruder.cookie },
      );
      expect(errorOf(write, 'InvalidParameterException', 400).code).toBe('CHAT_NOT_FOUND');
    }
    const otherGuest = await guestOpens();
    const cross = await callApi(
      t.app,
      'GET',
      'chat/get',
      { conversation_id: guest.conversation.id },
      { cookie: otherGuest.cookie },
    );
    expect(errorOf(cross, 'InvalidParameterException', 400).code).toBe('CHAT_NOT_FOUND');
    const forged = `${CHAT_COOKIE_NAME}=${'A'.repeat(43)}`;
    expect(await conversationOf(forged)).toBeNull();
    // A player has one open conversation: opening again answers the same one.
    const reopened = dataOf<{ conversation: Conversation }>(
      await callApi(t.app, 'POST', 'chat/open', {}, { cookie: player.cookie }),
    );
    expect(reopened.conversation.id).toBe(mine.id);
  });

  it("a guest's start sent again with its key (its answer lost) finds the same conversation, under the new secret", async () => {
    const key = `start-${Date.now().toString(36)}-abcdefgh`;
    const first = await guestOpens({ name: 'Resent', key });
    const again = await guestOpens({ name: 'Resent', key });
    expect(again.conversation.id).toBe(first.conversation.id);
    expect(again.cookie).not.toBe(first.cookie);
    // The secret of the answer the browser got is the one that works; the lost one no longer does.
    expect((await conversationOf(again.cookie))?.id).toBe(first.conversation.id);
    expect(await conversationOf(first.cookie)).toBeNull();
    // A different key is a different start; a malformed key is refused.
    const other = await guestOpens({ name: 'Resent', key: `${key}-other` });
    expect(other.conversation.id).not.toBe(first.conversation.id);
    errorOf(
      await callApi(t.app, 'POST', 'chat/open', { key: 'short' }, { remoteAddress: uniqueIp() }),
      'InvalidParameterException',
      400,
    );
    // Once the conversation is closed its key opens nothing.
    dataOf(await callApi(t.app, 'POST', 'chat/close', {}, { cookie: again.cookie }));
    errorOf(
      await callApi(t.app, 'POST', 'chat/open', { key }, { remoteAddress: uniqueIp() }),
      'InvalidParameterException',
      400,
    );
  });
}

/** Lines and operators refused. */
function chatRefusalChecks() {
  it('refuses empty or oversized lines; stores chat events for players only', async () => {
    const guest = await guestOpens();
    errorOf(
      await callApi(t.app, 'POST', 'chat/send', { text: '  ' }, { cookie: guest.cookie }),
      'InvalidParameterException',
      400,
    );
    errorOf(
      await callApi(t.app, 'POST', 'chat/send', { text: 'x'.repeat(2001) }, { cookie: guest.cookie }),
      'InvalidParameterException',
      400,
    );
    const event = { channel_id: 'builtin', conversation_id: '12', text: 'hello', event: 'sent' };
    errorOf(
      await callApi(t.app, 'POST', 'chat/storeEvent', event, { cookie: guest.cookie }),
      'AuthorizationException',
      401,
    );
    const player = await registerPlayer(t.app);
    expect(dataOf(await callApi(t.app, 'POST', 'chat/storeEvent', event, { cookie: player.cookie }))).toBe(1);
    errorOf(
      await callApi(
        t.app,
        'POST',
        'chat/storeEvent',
        { ...event, event: 'deleted' },
        { cookie: player.cookie },
      ),
      'InvalidParameterException',
      400,
    );
  });

  it('operators without chat.answer are refused the desk and its stream', async () => {
    const finance = await operatorSession(t, 'finance');
    expect(
      (await callBackoffice(t, 'chat/list', { filter: 'waiting' }, { cookie: finance.cookie })).status,
    ).toBe(403);
    const stream = await t.app.inject({
      method: 'GET',
      url: '/backoffice/api/chat/stream',
      headers: { cookie: finance.cookie },
    });
    expect(stream.statusCode).toBe(403);
  });
}

/** The chat stream as a browser opens it; `until` waits for a text in what arrived. */
async function openStream(headers: Record<string, string>) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/chat/stream',
    headers,
    payloadAsStream: true,
  });
  expect(response.headers['content-type']).toContain('text/event-stream');
  const stream = response.stream();
  let text = '';
  const waiters: (() => void)[] = [];
  stream.on('data', (chunk: Buffer) => {
    text += chunk.toString();
    for (const wake of waiters.splice(0)) wake();
  });
  return {
    async until(needle: string) {
      const deadline = Date.now() + 5000;
      while (!text.includes(needle)) {
        if (Date.now() > deadline) throw new Error(`stream never said ${JSON.stringify(needle)}: ${text}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => stream.destroy(),
  };
}

describe('the chat stream', () => {
  it('sends a message signal to the guest when the operator answers, and resumes from Last-Event-ID', async () => {
    const operator = await onDutyOperator();
    const guest = await guestOpens();
    dataOf(await callApi(t.app, 'POST', 'chat/send', { text: 'ping' }, { cookie: guest.cookie }));
    // A first connection (no Last-Event-ID) is told of the latest line, so the widget reads it all.
    const live = await openStream({ cookie: guest.cookie });
    await live.until('event: message');
    dataOf(await callBackoffice(t, 'chat/take', { id: guest.conversation.id }, { cookie: operator.cookie }));
    await live.until('event: status');
    const reply = dataOf<{ id: number }>(
      await callBackoffice(
        t,
        'chat/reply',
        { id: guest.conversation.id, text: 'pong' },
        { cookie: operator.cookie },
      ),
    );
    await live.until(`id: ${reply.id}\nevent: message`);
    live.close();

    // Reconnecting with an older id: the missed line is signalled at once.
    const resumed = await openStream({ cookie: guest.cookie, 'last-event-id': String(reply.id - 1) });
    await resumed.until(`id: ${reply.id}\nevent: message`);
    resumed.close();
    // Up to date: only "ready".
    const current = await openStream({ cookie: guest.cookie, 'last-event-id': String(reply.id) });
    await current.until('event: ready');
    current.close();
  });

  it('a guest without a conversation is told there is none, and the stream ends', async () => {
    const none = await openStream({});
    await none.until('event: none');
    none.close();
  });
});

describe('the demo data', () => {
  it('puts the support operator on duty with a waiting guest and a past conversation, once', async () => {
    const { seedDemoOperators } = await import('../backoffice/demo-operators.js');
    const { seedSupportDemo } = await import('../../seed/support-demo.js');
    await seedDemoOperators(t.database.db, t.services.passwords);
    await t.database.db.execute('DELETE FROM chat_messages' as never);
    await t.database.db.execute('DELETE FROM chat_conversations' as never);
    await seedSupportDemo(t.services);
    await seedSupportDemo(t.services);
    const desk = await t.services.chatStore.desk('waiting', 0);
    expect(desk.map((row) => row.guestName)).toEqual(['Tom']);
    expect((await t.services.chatStore.desk('closed', 0)).map((row) => row.guestName)).toEqual(['Léa']);
    expect(await t.services.chat.operatorsOnDuty()).toBe(true);
  });
});
