import { AppError, type LocaleCode } from '@jeton/domain';
import type { RouterContextProvider } from 'react-router';
import type { ApiCallOptions } from '../../api/client.js';
import { localeFromPath } from '../../i18n/locale.js';

/** A call's outcome that a loader can hand to the page: the data, or the error's type and texts. */
export type Settled<T> = { ok: true; data: T } | { ok: false; error: CashierErrorData };

export interface CashierErrorData {
  type: string;
  message: string;
  code?: string;
  fields?: Record<string, string>;
  data?: Record<string, unknown>;
}

/** The options of an SSR call made for this request (its cookie, the server's own address). */
export function serverCallOptions(args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): ApiCallOptions & {
  locale: LocaleCode;
} {
  return {
    request: args.request,
    origin: args.context.apiOrigin,
    locale: localeFromPath(new URL(args.request.url).pathname),
  };
}

export function errorData(error: unknown): CashierErrorData {
  if (error instanceof AppError) {
    const out: CashierErrorData = { type: error.type, message: error.message };
    if (error.code) out.code = error.code;
    if (error.fields) out.fields = error.fields;
    if (error.data) out.data = error.data;
    return out;
  }
  return { type: 'UnknownErrorException', message: String(error) };
}

/** Waits for a call and keeps its failure as data: one failed part never fails the whole page. */
export async function settle<T>(call: Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, data: await call };
  } catch (error) {
    return { ok: false, error: errorData(error) };
  }
}
