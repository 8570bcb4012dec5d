import type { DeclaredError } from './declared-errors.js';

type JsonSchema = Record<string, unknown>;

/**
 * An operation's refusals as OpenAPI responses, one per HTTP status: its description names each
 * code with its type, its schema narrows the envelope to those types and codes, and a 429 says
 * when to come back in its Retry-After header.
 */
export function errorResponses(errors: readonly DeclaredError[]): Record<string, unknown> {
  const byStatus = new Map<number, DeclaredError[]>();
  for (const error of errors) byStatus.set(error.status, [...(byStatus.get(error.status) ?? []), error]);
  const responses: Record<string, unknown> = {};
  for (const status of [...byStatus.keys()].sort((a, b) => a - b)) {
    const group = byStatus.get(status) ?? [];
    const types = [...new Set(group.map((error) => error.type))];
    const codes = group.flatMap((error) => (error.code === null ? [] : [error.code]));
    responses[String(status)] = {
      description: group.map((error) => `${error.code ?? '(no code)'}: ${error.type}`).join('; '),
      ...(status === 429 ? { headers: { 'Retry-After': RETRY_AFTER } } : {}),
      content: { 'application/json': { schema: errorEnvelopeSchema(types, codes) } },
    };
  }
  return responses;
}

const RETRY_AFTER = {
  description: 'Seconds to wait before calling again',
  schema: { type: 'integer', minimum: 1 },
};

/** The error envelope, its `type` one of `types` and its `code` one of `codes` (any when null). */
export function errorEnvelopeSchema(types: readonly string[], codes: readonly string[] | null): JsonSchema {
  // A group of bare refusals (field errors) has no code to list.
  const code =
    codes === null
      ? { code: { type: 'string' } }
      : codes.length > 0
        ? { code: { type: 'string', enum: [...codes] } }
        : {};
  return {
    type: 'object',
    required: ['error'],
    properties: {
      error: {
        type: 'object',
        required: ['type', 'message'],
        properties: {
          type: { type: 'string', enum: [...types] },
          message: { type: 'string' },
          ...code,
          data: { type: 'object' },
        },
      },
    },
  };
}
