import { API_VERSION, ERROR_STATUS, type ErrorType } from '@jeton/domain';
import {
  BACKOFFICE_API_BASE,
  BACKOFFICE_CSRF_HEADER,
  BACKOFFICE_METHODS,
  BACKOFFICE_SESSION_COOKIE,
  type BackofficeMethodSpec,
  PERMISSION_REQUIRED,
} from '@jeton/domain/backoffice';
import { bare, type DeclaredError } from '../../api/declared-errors.js';
import { TRANSPORT_ERROR_STATUS } from '../../api/error-handler.js';
import { errorEnvelopeSchema, errorResponses } from '../../api/error-responses.js';
import { toSchema } from '../../api/openapi.js';

function coded(type: ErrorType, code: string, status = ERROR_STATUS[type]): DeclaredError {
  return { code, type, status };
}

/** What the back office's router (routes.ts) can refuse to any call, before a handler runs. */
const EVERY_CALL_ERRORS: readonly DeclaredError[] = [
  bare('InvalidParameterException'),
  coded('InvalidRequestException', 'UNSUPPORTED_CONTENT_TYPE'),
  coded('InvalidRequestException', 'MALFORMED_BODY'),
  coded('InvalidRequestException', 'BODY_TOO_LARGE', TRANSPORT_ERROR_STATUS.BODY_TOO_LARGE),
  coded('AccessDeniedException', 'BACKOFFICE_HEADER_REQUIRED'),
  coded('TooManyRequestsException', 'RATE_LIMITED'),
  coded('ApplicationUnavailableException', 'TRY_AGAIN'),
];
const SESSION_ERRORS = [coded('AuthorizationException', 'SESSION_REQUIRED')];
const PERMISSION_ERRORS = [coded('AccessDeniedException', PERMISSION_REQUIRED)];

/**
 * The OpenAPI 3.1 document of the back office's API (decision 0034), built from the contract's
 * method table: every method a JSON POST with the CSRF header, its permission in `x-permission`.
 */
export function buildBackofficeOpenApiDocument(): Record<string, unknown> {
  const paths: Record<string, unknown> = {};
  const methods = Object.entries(BACKOFFICE_METHODS) as [string, BackofficeMethodSpec][];
  for (const [name, spec] of methods.sort(([a], [b]) => a.localeCompare(b))) {
    paths[`${BACKOFFICE_API_BASE}/${name}`] = { post: operation(name, spec) };
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

function operation(name: string, spec: BackofficeMethodSpec): Record<string, unknown> {
  const [group] = name.split('/');
  const errors = [
    ...EVERY_CALL_ERRORS,
    ...(spec.session ? SESSION_ERRORS : []),
    ...(spec.permission ? PERMISSION_ERRORS : []),
  ];
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
