import { ERROR_STATUS, type ErrorFamily, type ErrorType } from '@jeton/domain';

/**
 * One refusal a method can answer, as the OpenAPI document lists it: its code (null for the few
 * catalogue types answered without one, such as field errors), its catalogue type and its HTTP status.
 */
export interface DeclaredError {
  code: string | null;
  type: ErrorType;
  status: number;
}

/** Codes of a module's error family, with the answers the family gives them. */
export function declared<Code extends string>(family: ErrorFamily<Code>, ...codes: Code[]): DeclaredError[] {
  return codes.map((code) => {
    const { type, status } = family.answers[code];
    return { code, type, status: status ?? ERROR_STATUS[type] };
  });
}

/** A refusal answered without a code: its type alone tells it (a ban, field errors). */
export function bare(type: ErrorType): DeclaredError {
  return { code: null, type, status: ERROR_STATUS[type] };
}

/** How an answer is matched to a declaration: by its code, or by its type when it has none. */
export function errorKey(error: { code?: string | null | undefined; type: string }): string {
  return error.code ?? error.type;
}
