import { API_VERSION, formatRuleFailure } from '@jeton/domain';
import type { InjectOptions } from 'fastify';
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allApiMethods } from '../testing/api-methods.js';
import { createTestApp, registerPlayer, type TestApp, uniqueIp } from '../testing/app.js';
import { expectRefusal } from '../testing/expect-api.js';
import {
  fieldOf,
  type InputPath,
  sampleInput,
  textPaths,
  withValueAt,
} from '../testing/schema-text-fields.js';
import { WriteWatch } from '../testing/write-watch.js';
import type { ApiMethod } from './method.js';

const API_METHODS = await allApiMethods();

// Text the database cannot store (decision 0085) in every field of every method of API_METHODS that
// takes text, in an input otherwise of the method's shape, sent as the web app sends it (query for
// GET, form and multipart bodies for POST): refused with InvalidParameterException naming that
// field, never a 500, nothing written. Built from the methods' own schemas, so a method added later
// is covered. (A half of a surrogate pair cannot be sent in form data: no UTF-8 encodes it, and the
// form parser refuses the bytes that try. The back office's JSON carries one: its own table.)

/** The probe's value (issue 28) and a terminal escape. */
const HOSTILE = ['é𝒳\u0000', 'é\u001B[2J'];
const MESSAGE = formatRuleFailure({ key: 'storableText' }, 'en');

const QUERY = `v=${API_VERSION}&locale=en`;
const BOUNDARY = 'jetonBoundary7MA4YWxk';

type Channel = 'query' | 'form' | 'multipart';

function request(m: ApiMethod, channel: Channel, input: unknown, query = QUERY): InjectOptions {
  const text = qs.stringify(input);
  const url = `/api/${m.service}/${m.method}?${query}`;
  if (channel === 'query') return { method: 'GET', url: `${url}&${text}` };
  if (channel === 'form') {
    return {
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: text,
    };
  }
  return {
    method: 'POST',
    url,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipartOf(text),
  };
}

/** The same fields as multipart parts (names in bracket notation, as the form's). */
function multipartOf(formText: string): string {
  const parts = formText
    .split('&')
    .filter(Boolean)
    .map((pair) => pair.split('=').map(decodeURIComponent) as [string, string])
    .map(
      ([name, value]) =>
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
  return `${parts.join('')}--${BOUNDARY}--\r\n`;
}

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await registerPlayer(t.app, {}, { remoteAddress: uniqueIp() })).cookie;
});
afterAll(() => t?.close());

/** As a player: a guest would be turned away from most methods before their input is read. */
async function send(options: InjectOptions) {
  return t.app.inject({
    ...options,
    remoteAddress: uniqueIp(),
    headers: { ...(options.headers as Record<string, string>), cookie },
  });
}

const METHODS = API_METHODS.map((m) => ({
  label: `${m.http} ${m.service}/${m.method}`,
  m,
  paths: textPaths(m.input),
})).filter(({ paths }) => paths.length > 0);

it('covers the methods that take text, the chat and the feedback form among them', () => {
  const labels = METHODS.map(({ label }) => label);
  expect(labels).toEqual(
    expect.arrayContaining(['POST chat/send', 'POST support/sendFeedback', 'POST storage/set']),
  );
});

describe.each(METHODS)('$label', ({ m, paths }) => {
  const sample = sampleInput(m.input);
  const channels: Channel[] = m.http === 'GET' ? ['query'] : ['form', 'multipart'];
  let watch: WriteWatch;
  beforeAll(() => {
    watch = new WriteWatch(t.services.db);
  });

  it.each(paths.map((path: InputPath) => ({ path, field: fieldOf(path) })))(
    'refuses unstorable text in $field, writing nothing',
    async ({ path, field }) => {
      for (const channel of channels) {
        for (const text of HOSTILE) {
          await watch.mark();
          const response = await send(request(m, channel, withValueAt(sample, path, text)));
          const context = `${channel} ${JSON.stringify(text)}: ${response.body.slice(0, 300)}`;
          const error = expectRefusal(response);
          expect(error.type, context).toBe('InvalidParameterException');
          expect(error.data?.fields, context).toEqual({ [field]: MESSAGE });
          await watch.expectUnchanged(context);
        }
      }
    },
  );
});

describe('beyond the table', () => {
  const chatSend = API_METHODS.find((m) => m.service === 'chat' && m.method === 'send')!;

  it("answers in the caller's language", async () => {
    const input = withValueAt(sampleInput(chatSend.input), ['text'], 'é𝒳\u0000');
    const response = await send(request(chatSend, 'form', input, `v=${API_VERSION}&locale=fr`));
    expect(expectRefusal(response).data?.fields).toEqual({
      text: formatRuleFailure({ key: 'storableText' }, 'fr'),
    });
  });

  it('names every field that holds such text, nested ones by their path', async () => {
    const subscribe = API_METHODS.find((m) => m.service === 'push' && m.method === 'subscribe')!;
    const input = { endpoint: 'a\u0000', keys: { p256dh: 'b\u0007', auth: 'c' } };
    const response = await send(request(subscribe, 'form', input));
    expect(expectRefusal(response).data?.fields).toEqual({ endpoint: MESSAGE, 'keys.p256dh': MESSAGE });
  });

  it('refuses a key holding such a character as malformed form data', async () => {
    const response = await send({ ...request(chatSend, 'form', {}), payload: 'text%00=hello' });
    expect(expectRefusal(response).code).toBe('MALFORMED_BODY');
  });
});
