import { API_VERSION, ERROR_TYPES } from '@jeton/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allApiMethods } from '../testing/api-methods.js';
import { callApi, createTestApp, type TestApp } from '../testing/app.js';

const API_METHODS = await allApiMethods();

// Health checks, Prometheus metrics and the OpenAPI document.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('health checks', () => {
  it('/healthz answers 200', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers 200 while the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('/readyz answers 503 once the database is gone, and /healthz still 200', async () => {
    const broken = await createTestApp();
    try {
      await broken.database.close();
      const ready = await broken.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable' });
      const healthy = await broken.app.inject({ method: 'GET', url: '/healthz' });
      expect(healthy.statusCode).toBe(200);
    } finally {
      await broken.app.close();
    }
  });
});

describe('/metrics', () => {
  async function metrics(): Promise<string> {
    const response = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    return response.body;
  }

  it('counts API calls by method and status, and times requests by route', async () => {
    expect((await callApi(t.app, 'GET', 'metadata/getGeneralInfo')).status).toBe(200);
    expect((await callApi(t.app, 'GET', 'account/getBalance')).status).toBe(401);
    const text = await metrics();
    expect(text).toMatch(/^jeton_api_calls_total\{method="metadata\/getgeneralinfo",status="200"\} [1-9]/m);
    expect(text).toMatch(/^jeton_api_calls_total\{method="account\/getbalance",status="401"\} [1-9]/m);
    expect(text).toMatch(
      /^jeton_http_request_duration_seconds_count\{method="GET",route="\/api\/:service\/:method",status="200"\} [1-9]/m,
    );
    expect(text).toMatch(/^jeton_http_request_duration_seconds_bucket\{.*le="\+Inf"/m);
    // Default process metrics are there too.
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
  });

  it('is a 404 to other machines and through a proxy (issue 13: metrics are not public)', async () => {
    for (const request of [
      { remoteAddress: '203.0.113.9' },
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } },
    ]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', ...request });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('jeton_');
    }
  });

  it('answers a scraper elsewhere that sends METRICS_TOKEN, and only that token', async () => {
    const token = 'metrics-token-for-the-tests-0123456789';
    const scraped = await createTestApp({ METRICS_TOKEN: token });
    try {
      const get = (authorization: string) =>
        scraped.app.inject({
          method: 'GET',
          url: '/metrics',
          remoteAddress: '203.0.113.9',
          headers: { authorization },
        });
      expect((await get(`Bearer ${token}`)).statusCode).toBe(200);
      expect((await get(`Bearer ${token}x`)).statusCode).toBe(404);
    } finally {
      await scraped.close();
    }
  });

  it('in production answers only METRICS_TOKEN, even to this machine without a forwarding header (issue 28)', async () => {
    const token = 'metrics-token-for-the-tests-0123456789';
    for (const environment of [{}, { METRICS_TOKEN: token }] as Record<string, string>[]) {
      const production = await createTestApp({ NODE_ENV: 'production', ...environment });
      try {
        // A same-host TLS terminator or SSH tunnel connects from loopback and adds no header.
        const local = await production.app.inject({
          method: 'GET',
          url: '/metrics',
          remoteAddress: '127.0.0.1',
        });
        expect(local.statusCode).toBe(404);
        expect(local.body).not.toContain('jeton_');
        if ('METRICS_TOKEN' in environment) {
          const scraped = await production.app.inject({
            method: 'GET',
            url: '/metrics',
            headers: { authorization: `Bearer ${token}` },
          });
          expect(scraped.statusCode).toBe(200);
        }
      } finally {
        await production.close();
      }
    }
  });

  it('keeps unknown method names out of the labels, so callers cannot grow them', async () => {
    const name = `probe${Date.now()}`;
    expect((await callApi(t.app, 'GET', `account/${name}`)).status).toBe(404);
    const text = await metrics();
    expect(text).not.toContain(name);
    expect(text).toMatch(/^jeton_api_calls_total\{method="unknown",status="404"\} [1-9]/m);
  });
});

describe('/api/docs', () => {
  type Operation = {
    operationId: string;
    parameters: { name: string; in: string; required?: boolean }[];
    requestBody?: { content: Record<string, { schema: { type?: string } }> };
    responses: Record<string, unknown>;
    security: unknown[];
  };
  let doc: {
    openapi: string;
    info: { title: string; version: string };
    paths: Record<string, Record<string, Operation>>;
    components: { responses: { Error: { content: { 'application/json': { schema: unknown } } } } };
  };

  beforeAll(async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    doc = response.json();
  });

  it('is an OpenAPI 3.1 document of this API version', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: expect.any(String), version: API_VERSION });
    expect(JSON.stringify(doc.components.responses.Error)).toContain(ERROR_TYPES[0]);
  });

  it('lists every method of API_METHODS, and nothing else', () => {
    const expected = API_METHODS.map((m) => `${m.http.toLowerCase()} /api/${m.service}/${m.method}`).sort();
    const listed = Object.entries(doc.paths)
      .flatMap(([path, operations]) => Object.keys(operations).map((verb) => `${verb} ${path}`))
      .sort();
    expect(listed).toEqual(expected);
  });

  it.each(API_METHODS.map((m) => ({ label: `${m.http} ${m.service}/${m.method}`, m })))(
    '$label is described with its verb, version parameter, input and error answer',
    ({ m }) => {
      const operation = doc.paths[`/api/${m.service}/${m.method}`]?.[m.http.toLowerCase()];
      expect(operation).toBeDefined();
      expect(operation!.operationId).toBe(`${m.service}.${m.method}`);
      expect(operation!.parameters).toContainEqual(
        expect.objectContaining({ name: 'v', in: 'query', required: true }),
      );
      expect(operation!.responses).toHaveProperty('200');
      expect(operation!.responses).toHaveProperty('default');
      expect(operation!.security).toEqual(m.access === 'player' ? [{ session: [] }] : []);
      if (m.http === 'POST') {
        const content = operation!.requestBody?.content ?? {};
        expect(Object.keys(content)).toEqual(
          expect.arrayContaining(['application/x-www-form-urlencoded', 'multipart/form-data']),
        );
        expect(content['application/x-www-form-urlencoded']!.schema.type).toBe('object');
      } else {
        expect(operation!.requestBody).toBeUndefined();
      }
    },
  );

  it.each(API_METHODS.map((m) => ({ label: `${m.service}/${m.method}`, m })))(
    '$label names the schema of its answer',
    ({ m }) => {
      const success = doc.paths[`/api/${m.service}/${m.method}`]?.[m.http.toLowerCase()]?.responses[
        '200'
      ] as {
        content: { 'application/json': { schema: { properties: { data: Record<string, unknown> } } } };
      };
      const data = success.content['application/json'].schema.properties.data;
      // An empty schema ({}) would accept anything: the answer must be described.
      expect(Object.keys(data)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^(type|const|anyOf)$/)]),
      );
    },
  );
});
