import { API_VERSION, ERROR_STATUS, ERROR_TYPES } from '@jeton/domain';
import { z } from 'zod';
import { allErrorsOf } from './common-errors.js';
import { errorEnvelopeSchema, errorResponses } from './error-responses.js';
import type { ApiMethod } from './method.js';

type JsonSchema = Record<string, unknown>;

/** The OpenAPI 3.1 document of the product API, built from the methods' own schemas. */
export function buildOpenApiDocument(methods: readonly ApiMethod[]): Record<string, unknown> {
  const paths: Record<string, unknown> = {};
  for (const method of [...methods].sort((a, b) =>
    `${a.service}/${a.method}`.localeCompare(`${b.service}/${b.method}`),
  )) {
    const input = toSchema(method.input);
    const operation: Record<string, unknown> = {
      operationId: `${method.service}.${method.method}`,
      tags: [method.service],
      summary: method.summary,
      security: method.access === 'player' ? [{ session: [] }] : [],
      parameters: [
        { name: 'v', in: 'query', required: true, schema: { type: 'string', example: API_VERSION } },
        { name: 'locale', in: 'query', required: false, schema: { type: 'string', enum: ['en', 'fr'] } },
        ...(method.http === 'GET' ? queryParameters(input) : []),
        ...(method.http === 'POST' && method.idempotent !== false
          ? [
              {
                name: 'Idempotency-Key',
                in: 'header',
                required: false,
                schema: { type: 'string', maxLength: 128 },
              },
            ]
          : []),
      ],
      responses: {
        '200': {
          description: 'Success',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { data: toSchema(method.output) },
                required: ['data'],
              },
            },
          },
        },
        ...errorResponses(allErrorsOf(method)),
        default: { $ref: '#/components/responses/Error' },
      },
    };
    if (method.http === 'POST') {
      operation.requestBody = {
        content: {
          'application/x-www-form-urlencoded': { schema: input },
          'multipart/form-data': { schema: input },
        },
      };
    }
    paths[`/api/${method.service}/${method.method}`] = { [method.http.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Jeton product API',
      version: API_VERSION,
      description:
        'Every call carries v and locale. POST bodies are form data with bracketed keys. Errors answer ' +
        '{"error": {"type", "message", "code", "data"}} with the HTTP status of their type (see x-error-statuses).',
      'x-error-statuses': ERROR_STATUS,
    },
    servers: [{ url: '/', description: 'The site that serves this document' }],
    paths,
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } },
      responses: {
        Error: {
          description: 'Any other answer of the catalogue: a crash is a 500 InternalServerErrorException',
          content: { 'application/json': { schema: errorEnvelopeSchema([...ERROR_TYPES], null) } },
        },
      },
    },
  };
}

/** A Zod schema as the JSON Schema of what a caller sends or receives. */
export function toSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ jsonSchema }) => nameRecordKeys(jsonSchema as JsonSchema),
  }) as JsonSchema;
  delete json.$schema;
  return json;
}

/**
 * A record keyed by an enum (one text per locale) comes out as `required` keys with no `properties`:
 * naming each key as a property says the same in a form linters can check.
 */
function nameRecordKeys(json: JsonSchema): void {
  const keys = (json.propertyNames as JsonSchema | undefined)?.enum;
  if (!Array.isArray(keys) || json.properties || !json.additionalProperties) return;
  json.properties = Object.fromEntries(keys.map((key) => [String(key), json.additionalProperties]));
}

function queryParameters(input: JsonSchema): JsonSchema[] {
  const properties = (input.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((input.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }));
}
