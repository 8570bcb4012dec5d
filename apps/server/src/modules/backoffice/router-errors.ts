import { ERROR_STATUS, type ErrorType } from '@jeton/domain';
import { type BackofficeMethodSpec, PERMISSION_REQUIRED } from '@jeton/domain/backoffice';
import { bare, type DeclaredError } from '../../api/declared-errors.js';
import { TRANSPORT_ERROR_STATUS } from '../../api/error-handler.js';

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

/** The router's refusals of a method, by what its contract says it needs. */
export function routerErrorsOf(spec: BackofficeMethodSpec): DeclaredError[] {
  return [
    ...EVERY_CALL_ERRORS,
    ...(spec.session ? SESSION_ERRORS : []),
    ...(spec.permission ? PERMISSION_ERRORS : []),
  ];
}

/** Every refusal of a method: the router's and its handler's (decision 0093), one entry per code. */
export function allErrorsOf(spec: BackofficeMethodSpec, own: readonly DeclaredError[]): DeclaredError[] {
  const byKey = new Map<string, DeclaredError>();
  for (const error of [...routerErrorsOf(spec), ...own]) byKey.set(error.code ?? error.type, error);
  return [...byKey.values()];
}
