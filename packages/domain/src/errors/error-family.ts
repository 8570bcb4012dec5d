import { AppError, type AppErrorOptions } from './app-error.js';
import type { ErrorType } from './catalogue.js';

/**
 * How one code of a family answers: its catalogue type and, where the family's protocol says so
 * (the seamless wallet, the studio client API), an HTTP status other than the type's.
 */
export interface CodeAnswer {
  type: ErrorType;
  status?: number;
}

/** An AppError whose code is known to be one of `Code`. */
export type CodedAppError<Code extends string> = AppError & { readonly code: Code };

export interface ErrorFamily<Code extends string> {
  /** Every code of the family, with its answer. */
  readonly answers: Readonly<Record<Code, CodeAnswer>>;
  create(
    code: Code,
    message: string,
    options?: Omit<AppErrorOptions, 'code' | 'status'>,
  ): CodedAppError<Code>;
  /** True for an AppError of the family; with codes, of one of these codes only. */
  is<C extends Code = Code>(error: unknown, ...codes: C[]): error is CodedAppError<C>;
}

/**
 * A family of refusals that share one protocol of codes (the ledger's, the wallet's, ...): AppErrors
 * told apart by `code`, not by a class of their own. A code shared by two families must mean the
 * same thing in both and answer alike (a test beside each family holds them to it).
 */
export function errorFamily<Code extends string>(
  answers: Readonly<Record<Code, CodeAnswer>>,
): ErrorFamily<Code> {
  const isCode = (code: unknown): code is Code => typeof code === 'string' && Object.hasOwn(answers, code);
  return {
    answers,
    create(code, message, options = {}) {
      const { type, status } = answers[code];
      const coded = status === undefined ? { ...options, code } : { ...options, code, status };
      return new AppError(type, message, coded) as CodedAppError<typeof code>;
    },
    is<C extends Code>(error: unknown, ...codes: C[]): error is CodedAppError<C> {
      if (!(error instanceof AppError) || !isCode(error.code)) return false;
      return codes.length === 0 || (codes as string[]).includes(error.code);
    },
  };
}
