import { API_ANSWERS, type ApiService } from '@jeton/domain';
import { describe, expect, it } from 'vitest';
import { allApiMethods } from '../testing/api-methods.js';

const API_METHODS = await allApiMethods();

// The web client types its answers by @jeton/domain's API_ANSWERS: they are the schemas the
// server's methods declare (and the router checks in tests), or the two would drift apart.

describe('API_ANSWERS', () => {
  it.each(API_METHODS.map((m) => ({ label: `${m.service}/${m.method}`, m })))(
    "holds $label's own output schema",
    ({ m }) => {
      const answers: Record<string, unknown> | undefined = API_ANSWERS[m.service as ApiService];
      expect(answers?.[m.method]).toBe(m.output);
    },
  );

  it('names no method the API does not have', () => {
    const declared = new Set(API_METHODS.map((m) => `${m.service}/${m.method}`));
    const named = Object.entries(API_ANSWERS).flatMap(([service, methods]) =>
      Object.keys(methods).map((method) => `${service}/${method}`),
    );
    expect(named.filter((key) => !declared.has(key))).toEqual([]);
  });
});
