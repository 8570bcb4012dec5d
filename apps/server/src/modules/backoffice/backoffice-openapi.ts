import { API_VERSION } from '@jeton/domain';
import {
  BACKOFFICE_API_BASE,
  BACKOFFICE_CSRF_HEADER,
  BACKOFFICE_METHODS,
  BACKOFFICE_SESSION_COOKIE,
  type BackofficeMethodName,
  type BackofficeMethodSpec,
} from '@jeton/domain/backoffice';
import type { DeclaredError } from '../../api/declared-errors.js';
import { errorEnvelopeSchema, errorResponses } from '../../api/error-responses.js';
import { toSchema } from '../../api/openapi.js';
import { allErrorsOf } from './router-errors.js';

/**
 * The OpenAPI 3.1 document of the back office's API (decision 0034), built from the contract's
 * method table: every method a JSON POST with the CSRF header, its permission in `x-permission`, its
 * refusals (the router's and those its handler declares, decision 0093) one response per status.
 */
export function buildBackofficeOpenApiDocument(
  declaredErrors: { readonly [M in BackofficeMethodName]?: readonly DeclaredError[] },
): Record<string, unknown> {
  const paths: Record<string, unknown> = {};
  const methods = Object.entries(BACKOFFICE_METHODS) as [string, BackofficeMethodSpec][];
  for (const [name, spec] of methods.sort(([a], [b]) => a.localeCompare(b))) {
    paths[`${BACKOFFICE_API_BASE}/${name}`] = {
      post: operation(name, spec, declaredErrors[name as BackofficeMethodName] ?? []),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Jeton back-office API',
      version: API_VERSION,
      description:
        `Every method is a POST with a JSON body and the ${BACKOFFICE_CSRF_HEADER}: 1 header; ` +
        'the session and the permission are checked before the method runs. Errors answer ' +
        '{"error": {"type", "message", "code", "data"}}.',
    },
    servers: [{ url: '/', description: 'The site that serves this document' }],
    paths,
    components: {
      securitySchemes: { operatorSession: { type: 'apiKey', in: 'cookie', name: BACKOFFICE_SESSION_COOKIE } },
      responses: {
        Error: {
          description: 'Something went wrong on our side (InternalServerErrorException)',
          content: {
            'application/json': { schema: errorEnvelopeSchema(['InternalServerErrorException'], null) },
          },
        },
      },
    },
  };
}

function operation(
  name: string,
  spec: BackofficeMethodSpec,
  own: readonly DeclaredError[],
): Record<string, unknown> {
  const [group] = name.split('/');
  const errors = allErrorsOf(spec, own);
  return {
    operationId: name.replace('/', '.'),
    tags: [group],
    summary: spec.permission ? `${name} (permission ${spec.permission})` : name,
    'x-permission': spec.permission,
    security: spec.session ? [{ operatorSession: [] }] : [],
    parameters: [
      { name: BACKOFFICE_CSRF_HEADER, in: 'header', required: true, schema: { type: 'string', enum: ['1'] } },
    ],
    requestBody: { required: true, content: { 'application/json': { schema: toSchema(spec.input) } } },
    responses: {
      '200': success(spec.answer),
      ...errorResponses(errors),
      default: { $ref: '#/components/responses/Error' },
    },
  };
}

function success(answer: BackofficeMethodSpec['answer']): Record<string, unknown> {
  if (answer === 'csv') {
    return { description: 'A CSV file', content: { 'text/csv': { schema: { type: 'string' } } } };
  }
  if (answer === 'file') {
    return {
      description: 'A stored document, of its own type',
      content: {
        'application/octet-stream': {
          schema: { type: 'string', contentMediaType: 'application/octet-stream' },
        },
      },
    };
  }
  return {
    description: 'Success',
    content: {
      'application/json': {
        schema: { type: 'object', properties: { data: toSchema(answer) }, required: ['data'] },
      },
    },
  };
}
