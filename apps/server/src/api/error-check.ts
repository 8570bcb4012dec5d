import { appendFileSync } from 'node:fs';
import { AppError } from '@jeton/domain';
import { allErrorsOf } from './common-errors.js';
import { type DeclaredError, errorKey } from './declared-errors.js';
import { toAppError } from './error-handler.js';
import type { ApiMethod } from './method.js';

/** A crash answers 500 whatever a method declared: the document's `default` response. */
const UNDECLARABLE = new Set(['InternalServerErrorException', 'UnknownErrorException']);

/**
 * A handler's refusal that its method does not declare, or declares with another type or status, is
 * a bug (the OpenAPI document promises the list): with `validateAnswers` on (tests) it fails the
 * call with a 500 and prints what is missing, so the test that met the refusal fails and says why.
 */
export function checkDeclaredError(method: ApiMethod, error: unknown): void {
  checkRefusal(`${method.service}/${method.method}`, allErrorsOf(method), error);
}

/**
 * The same check for any method by its name and everything it may answer (the back office's
 * methods use it too, decision 0093).
 */
export function checkRefusal(name: string, declaredErrors: readonly DeclaredError[], error: unknown): void {
  const answer = toAppError(error);
  if (UNDECLARABLE.has(answer.type)) return;
  const key = errorKey(answer);
  const found = declaredErrors.find((declared) => errorKey(declared) === key);
  if (found && found.type === answer.type && found.status === answer.status) return;
  const detail =
    `${name} answered ${key} (${answer.type}, ${answer.status}), ` +
    (found ? `declared as ${found.type}, ${found.status}` : 'which its `errors` do not declare');
  if (process.env.JETON_RECORD_UNDECLARED_ERRORS) {
    appendFileSync(
      process.env.JETON_RECORD_UNDECLARED_ERRORS,
      `${JSON.stringify({ method: name, code: answer.code ?? null, type: answer.type, status: answer.status })}\n`,
    );
    return;
  }
  process.stderr.write(`${detail}\n`);
  throw new AppError('InternalServerErrorException', 'Something went wrong on our side. Please try again.', {
    code: 'UNDECLARED_ERROR',
    internalMessage: detail,
  });
}
