import { API_VERSION, type ErrorType } from '@jeton/domain';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allApiMethods } from '../testing/api-methods.js';
import { createTestApp, registerPlayer, type TestApp, uniqueIp } from '../testing/app.js';
import { expectRefusal } from '../testing/expect-api.js';
import { databaseState } from '../testing/tables.js';
import { WriteWatch } from '../testing/write-watch.js';
import type { ApiMethod } from './method.js';

const API_METHODS = await allApiMethods();

// Hostile input against every method of API_METHODS, as a guest and as a player: each is refused
// with a 4xx catalogue envelope of the right status, and nothing is written. The table is built
// from the methods' own schemas, so a method added later is covered without touching this file.

type Caller = 'guest' | 'player';
interface Expected {
  type: ErrorType;
  code?: string | RegExp;
  /** For InvalidParameterException: the field that must carry an error. */
  field?: string;
}
interface Attack {
  name: string;
  request(method: ApiMethod): InjectOptions;
  expected(method: ApiMethod, caller: Caller): Expected;
  check?(response: LightMyRequestResponse, method: ApiMethod): void;
}

const QUERY = `v=${API_VERSION}&locale=en`;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const BOUNDARY = 'jetonBoundary7MA4YWxk';
const MULTIPART = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
const TEN_KB = 'x'.repeat(10 * 1024);
/** Spec section 9, written out so that a change to QUERY_LIMITS shows up here. */
const LIMITS = { arrayItems: 20, parameters: 1000, depth: 5 };
/** API_BODY_LIMIT_BYTES' default, which the test app keeps. */
const BODY_LIMIT_BYTES = 64 * 1024;

const path = (m: ApiMethod, query = QUERY) => `/api/${m.service}/${m.method}?${query}`;
/** Text in the query, sent with the method's own verb (a POST with an empty form body). */
const inQuery = (m: ApiMethod, text: string): InjectOptions =>
  m.http === 'GET'
    ? { method: 'GET', url: path(m, `${QUERY}&${text}`) }
    : { method: 'POST', url: path(m, `${QUERY}&${text}`), headers: FORM, payload: '' };
const inBody = (m: ApiMethod, text: string): InjectOptions => ({
  method: 'POST',
  url: path(m),
  headers: FORM,
  payload: text,
});
/** Where a method reads its input: the query for GET, the form body for POST. */
const inChannel = (m: ApiMethod, text: string) => (m.http === 'GET' ? inQuery(m, text) : inBody(m, text));
const multipart = (m: ApiMethod, payload: string): InjectOptions => ({
  method: 'POST',
  url: path(m),
  headers: MULTIPART,
  payload,
});
const part = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const multipartBody = (fields: [string, string][]) =>
  `${fields.map(([k, v]) => part(k, v)).join('')}--${BOUNDARY}--\r\n`;

const malformed: Expected = { type: 'InvalidRequestException', code: 'MALFORMED_BODY' };
const notLoggedIn: Expected = { type: 'AuthorizationException', code: 'NOT_LOGGED_IN' };
const wrongVerb: Expected = { type: 'InvalidRequestException', code: 'METHOD_NOT_ALLOWED' };
const guestOnPlayerMethod = (m: ApiMethod, caller: Caller) => caller === 'guest' && m.access === 'player';

/** Multipart is read by the router after the session check, so a guest is turned away first. */
const multipartRefusal =
  (code: string | RegExp) =>
  (m: ApiMethod, caller: Caller): Expected =>
    guestOnPlayerMethod(m, caller) ? notLoggedIn : { type: 'InvalidRequestException', code };
const fieldRefusal =
  (field: string) =>
  (m: ApiMethod, caller: Caller): Expected =>
    guestOnPlayerMethod(m, caller) ? notLoggedIn : { type: 'InvalidParameterException', field };

/** The names of a method's input fields, and which are required, from its schema. */
function inputFields(m: ApiMethod): { all: string[]; required: string[] } {
  const json = z.toJSONSchema(m.input, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  return { all: Object.keys(json.properties ?? {}), required: json.required ?? [] };
}

const repeat = (count: number, item: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => item(i)).join('&');

/** Malformed or dangerous form text: refused by the parser whichever method receives it. */
const STRUCTURAL: [string, string][] = [
  ['a __proto__ key', '__proto__[polluted]=1'],
  ['a nested __proto__ key', 'a[__proto__][polluted]=1'],
  ['a constructor[prototype] key', 'constructor[prototype][polluted]=1'],
  ['a percent-encoded prototype key', 'a%5Bconstructor%5D%5Bprototype%5D%5Bpolluted%5D=1'],
  [`more than ${LIMITS.parameters} parameters`, repeat(LIMITS.parameters + 1, (i) => `p${i}=1`)],
  [`nesting deeper than ${LIMITS.depth}`, 'a[b][c][d][e][f][g]=1'],
  [`an array of more than ${LIMITS.arrayItems} items`, repeat(LIMITS.arrayItems + 1, () => 'a[]=1')],
  [`an array index beyond ${LIMITS.arrayItems}`, 'a[500]=1'],
  ['malformed percent-encoding', 'x=%E0%A4%A'],
  ['a malformed percent-encoded key', '%E0%A4%A=1'],
  ['a NUL character in a key', 'x%00=1'],
];

function attacksFor(m: ApiMethod): Attack[] {
  const fields = inputFields(m);
  return [
    ...structuralAttacks(m),
    ...requestAttacks(m, fields.all),
    // Multipart is read by the router, so only a POST method gets that far.
    ...(m.http === 'POST' ? multipartAttacks(m) : []),
    ...fieldAttacks(m, fields),
  ];
}

/** Broken structure in the query, and in a POST's form body. */
function structuralAttacks(m: ApiMethod): Attack[] {
  const attacks: Attack[] = [];
  for (const [name, text] of STRUCTURAL) {
    attacks.push({
      name: `${name} in the query`,
      request: () => inQuery(m, text),
      expected: () => malformed,
    });
    if (m.http === 'POST') {
      attacks.push({
        name: `${name} in the form body`,
        request: () => inBody(m, text),
        expected: () => malformed,
      });
    }
  }
  return attacks;
}

/** Bodies, content types, verbs, versions and locales the API refuses before reading fields. */
function requestAttacks(m: ApiMethod, fields: string[]): Attack[] {
  const attacks: Attack[] = [];
  attacks.push(
    {
      name: 'a body larger than API_BODY_LIMIT_BYTES',
      request: () => inBody(m, `x=${'y'.repeat(BODY_LIMIT_BYTES + 1)}`),
      expected: () => ({ type: 'InvalidRequestException', code: /BODY_TOO_LARGE$/ }),
    },
    {
      name: 'a JSON body',
      request: () => ({
        method: 'POST',
        url: path(m),
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(Object.fromEntries(fields.map((f) => [f, 'x']))),
      }),
      expected: () => ({ type: 'InvalidRequestException', code: 'UNSUPPORTED_CONTENT_TYPE' }),
    },
    {
      name: 'a text/plain body',
      request: () => ({
        method: 'POST',
        url: path(m),
        headers: { 'content-type': 'text/plain' },
        payload: 'a=1',
      }),
      expected: () => ({ type: 'InvalidRequestException', code: 'UNSUPPORTED_CONTENT_TYPE' }),
    },
    {
      name: 'the wrong HTTP verb',
      request: () => (m.http === 'GET' ? inBody(m, '') : { method: 'GET', url: path(m) }),
      expected: () => wrongVerb,
      check: (response) => expect(response.headers.allow).toBe(m.http),
    },
    {
      name: 'no v',
      request: () => ({ ...inChannel(m, ''), url: path(m, 'locale=en') }),
      expected: () => ({ type: 'InvalidRequestException', code: 'UNSUPPORTED_VERSION' }),
    },
    {
      name: 'v=3.0',
      request: () => ({ ...inChannel(m, ''), url: path(m, 'v=3.0&locale=en') }),
      expected: () => ({ type: 'InvalidRequestException', code: 'UNSUPPORTED_VERSION' }),
    },
    {
      name: 'v as an array',
      request: () => ({ ...inChannel(m, ''), url: path(m, `v[]=${API_VERSION}&locale=en`) }),
      expected: () => ({ type: 'InvalidRequestException', code: 'UNSUPPORTED_VERSION' }),
    },
    {
      name: 'locale=xx',
      request: () => ({ ...inChannel(m, ''), url: path(m, `v=${API_VERSION}&locale=xx`) }),
      expected: () => ({ type: 'InvalidRequestException', code: 'UNSUPPORTED_LOCALE' }),
    },
    {
      name: 'locale as an object',
      request: () => ({ ...inChannel(m, ''), url: path(m, `v=${API_VERSION}&locale[en]=1`) }),
      expected: () => ({ type: 'InvalidRequestException', code: 'UNSUPPORTED_LOCALE' }),
    },
  );
  return attacks;
}

/** Multipart bodies the router refuses. */
function multipartAttacks(m: ApiMethod): Attack[] {
  const attacks: Attack[] = [];
  attacks.push(
    {
      name: 'a truncated multipart body',
      request: () => multipart(m, `--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\nabc`),
      expected: multipartRefusal('MALFORMED_BODY'),
    },
    {
      name: 'a multipart body without a boundary',
      request: () => ({
        method: 'POST',
        url: path(m),
        headers: { 'content-type': 'multipart/form-data' },
        payload: part('a', '1'),
      }),
      expected: multipartRefusal('MALFORMED_BODY'),
    },
    {
      name: 'a multipart body with a file',
      request: () =>
        multipart(
          m,
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"; filename="a.txt"\r\n` +
            `Content-Type: text/plain\r\n\r\nhello\r\n--${BOUNDARY}--\r\n`,
        ),
      expected: multipartRefusal(/MALFORMED_BODY|UNEXPECTED_FILE/),
    },
    {
      name: 'a multipart body larger than API_BODY_LIMIT_BYTES in several fields',
      request: () =>
        multipart(
          m,
          multipartBody([
            ['a', 'y'.repeat(BODY_LIMIT_BYTES / 2)],
            ['b', 'y'.repeat(BODY_LIMIT_BYTES / 2)],
          ]),
        ),
      expected: multipartRefusal('BODY_TOO_LARGE'),
    },
    {
      name: 'a multipart field nested deeper than 5',
      request: () => multipart(m, multipartBody([['a[b][c][d][e][f][g]', '1']])),
      expected: multipartRefusal('MALFORMED_BODY'),
    },
    {
      name: 'a multipart __proto__ field',
      request: () => multipart(m, multipartBody([['__proto__[polluted]', '1']])),
      expected: multipartRefusal('MALFORMED_BODY'),
    },
  );
  return attacks;
}

/** Each input field as an object, an array or 10 kB, and the required ones left out. */
function fieldAttacks(m: ApiMethod, fields: ReturnType<typeof inputFields>): Attack[] {
  const attacks: Attack[] = [];
  for (const field of fields.all) {
    attacks.push(
      {
        name: `${field} as an object (${field}[a]=1)`,
        request: () => inChannel(m, `${field}[a]=1`),
        expected: fieldRefusal(field),
      },
      {
        name: `${field} as an array`,
        request: () => inChannel(m, `${field}[]=1&${field}[]=2`),
        expected: fieldRefusal(field),
      },
      {
        name: `${field} as a 10 kB string`,
        request: () => inChannel(m, `${field}=${TEN_KB}`),
        expected: fieldRefusal(field),
      },
    );
    if (m.http === 'POST') {
      attacks.push({
        name: `${field} as an object in a multipart body`,
        request: () => multipart(m, multipartBody([[`${field}[a]`, '1']])),
        expected: fieldRefusal(field),
      });
    }
  }
  if (fields.required.length > 0) {
    attacks.push({
      name: `missing required fields (${fields.required.join(', ')})`,
      request: () => inChannel(m, ''),
      expected: (method, caller) =>
        guestOnPlayerMethod(method, caller)
          ? notLoggedIn
          : { type: 'InvalidParameterException', field: fields.required[0]! },
      check: (response, method) => {
        const error = response.json().error;
        if (error.type !== 'InvalidParameterException') return;
        expect(Object.keys(error.data.fields).sort()).toEqual(
          expect.arrayContaining(inputFields(method).required),
        );
      },
    });
  }
  return attacks;
}

/** Values a method may well accept for some field; whatever it does with them, it must not break. */
function oddInputsFor(m: ApiMethod): [string, string][] {
  const cases: [string, string][] = [
    ['unknown keys', 'zz_unknown[a][b]=1&zz_other=2'],
    ['an empty body', ''],
  ];
  for (const field of inputFields(m).all) {
    cases.push(
      [`${field} as a number`, `${field}=-12345678901234567890.5`],
      [`${field} empty`, `${field}=`],
      [`${field} with unusual Unicode`, `${field}=${encodeURIComponent('Ω😀\u202e\u0001<script>')}`],
    );
  }
  return cases;
}

let t: TestApp;
let player: { cookie: string; uid: number };

beforeAll(async () => {
  t = await createTestApp();
  player = await registerPlayer(t.app, {}, { remoteAddress: uniqueIp() });
});
afterAll(() => t?.close());

const cookieOf = (caller: Caller) => (caller === 'player' ? { cookie: player.cookie } : {});

async function send(options: InjectOptions, caller: Caller): Promise<LightMyRequestResponse> {
  return t.app.inject({
    ...options,
    remoteAddress: uniqueIp(),
    headers: { ...(options.headers as Record<string, string>), ...cookieOf(caller) },
  });
}

const METHODS = API_METHODS.map((m) => ({ label: `${m.http} ${m.service}/${m.method}`, m }));

describe.each(METHODS)('$label refuses hostile input', ({ m }) => {
  describe.each(['guest', 'player'] as const)('as a %s', (caller) => {
    // Nothing in this block may write, so one mark taken first serves every test of it.
    let watch: WriteWatch;
    beforeAll(async () => {
      watch = new WriteWatch(t.services.db);
      await watch.mark();
    });

    it.each(attacksFor(m))('$name', async (attack) => {
      const response = await send(attack.request(m), caller);
      const error = expectRefusal(response);
      const expected = attack.expected(m, caller);
      expect(error.type, response.body).toBe(expected.type);
      if (expected.code !== undefined) expect(error.code, response.body).toMatch(expected.code);
      if (expected.field !== undefined) {
        // An object field (push keys, an attachment) names the part that is wrong: `keys.auth`.
        const fields = (error.data?.fields ?? {}) as Record<string, string>;
        const named = Object.keys(fields).find(
          (key) => key === expected.field || key.startsWith(`${expected.field}.`),
        );
        expect(named === undefined ? undefined : fields[named], response.body).toEqual(expect.any(String));
      }
      attack.check?.(response, m);
      await watch.expectUnchanged();
      expect(Object.prototype).not.toHaveProperty('polluted');
    });
  });
});

describe.each(METHODS)('$label survives odd but well-formed input', ({ m }) => {
  it.each(['guest', 'player'] as const)(
    'as a %s: never a 5xx, and a refusal writes nothing',
    async (caller) => {
      // A player of its own: some of these inputs are valid and may change the account (or log out).
      const own = caller === 'player' ? await registerPlayer(t.app, {}, { remoteAddress: uniqueIp() }) : null;
      const watch = new WriteWatch(t.services.db);
      for (const [name, text] of oddInputsFor(m)) {
        await watch.mark();
        const response = await t.app.inject({
          ...inChannel(m, text),
          remoteAddress: uniqueIp(),
          ...(own ? { headers: { ...(inChannel(m, text).headers as object), cookie: own.cookie } } : {}),
        });
        expect(response.statusCode, `${name}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expectRefusal(response);
          await watch.expectUnchanged(name);
        } else {
          expect(response.statusCode, name).toBe(200);
          expect(Object.keys(response.json()), name).toEqual(['data']);
        }
      }
    },
  );
});

describe('verbs and bodies beyond the table', () => {
  it('the test app keeps the default body limit the table was built for', () => {
    expect(t.services.config.apiBodyLimitBytes).toBe(BODY_LIMIT_BYTES);
  });

  it('PUT, PATCH and DELETE on any method answer the 404 envelope', async () => {
    for (const m of API_METHODS) {
      for (const verb of ['PUT', 'PATCH', 'DELETE'] as const) {
        const response = await t.app.inject({ method: verb, url: path(m), headers: FORM, payload: 'a=1' });
        expect(expectRefusal(response).type, `${verb} ${m.service}/${m.method}`).toBe(
          'MethodNotFoundException',
        );
      }
    }
  });

  it(`a multipart body with more than ${LIMITS.parameters} fields is refused`, async () => {
    const m = API_METHODS.find((method) => method.http === 'POST' && method.access === 'public')!;
    const before = await databaseState(t.services.db);
    const response = await send(
      multipart(m, multipartBody(Array.from({ length: LIMITS.parameters + 1 }, (_, i) => [`p${i}`, '1']))),
      'guest',
    );
    expect(expectRefusal(response)).toMatchObject({
      type: 'InvalidRequestException',
      code: 'MALFORMED_BODY',
    });
    expect(await databaseState(t.services.db)).toEqual(before);
  });
});

describe('unknown methods and paths', () => {
  it.each([
    ['an unknown method', '/api/account/nope'],
    ['an unknown service', '/api/nope/getInfo'],
    ['a path with too many parts', '/api/a/b/c'],
    ['a path with one part', '/api/account'],
    ['the bare prefix', '/api/'],
    ['a method name longer than the router allows', `/api/account/${'x'.repeat(300)}`],
  ])('answers %s with MethodNotFoundException 404', async (_name, url) => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject({
        method,
        url: `${url}?${QUERY}`,
        remoteAddress: uniqueIp(),
        ...(method === 'POST' ? { headers: FORM, payload: 'a=1' } : {}),
      });
      expect(response.statusCode).toBe(404);
      expect(expectRefusal(response).type).toBe('MethodNotFoundException');
    }
  });

  it('answers a path the router cannot decode with the 400 envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/account/%E0%A4%A?${QUERY}` });
    expect(response.statusCode).toBe(400);
    expect(expectRefusal(response).type).toBe('InvalidRequestException');
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
  });
});

describe('after all of that', () => {
  it("the player's session still works and Object.prototype is clean", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/account/getInfo?${QUERY}`,
      headers: { cookie: player.cookie },
    });
    expect(response.json().data.uid).toBe(player.uid);
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});
