import { AppError } from '@jeton/domain';
import {
  BACKOFFICE_API_BASE,
  BACKOFFICE_CSRF_HEADER,
  type BACKOFFICE_METHODS,
  type BackofficeAnswer,
  type BackofficeInput,
  type BackofficeMethodName,
} from '@jeton/domain/backoffice';

/** A fetch; tests pass their own. */
export type BoFetch = (input: string, init: RequestInit) => Promise<Response>;

export interface BoCallOptions {
  fetch?: BoFetch;
  signal?: AbortSignal;
}

/** The code of the AppError made when the server could not be reached at all. */
export const NETWORK_FAILURE = 'NETWORK_FAILURE';

/** The methods whose contract answers `kind` instead of a JSON envelope, read from the contract. */
type MethodsAnswering<Kind extends 'csv' | 'file'> = {
  [M in BackofficeMethodName]: (typeof BACKOFFICE_METHODS)[M]['answer'] extends Kind ? M : never;
}[BackofficeMethodName];

/** Methods answering a CSV export. */
export type CsvMethodName = MethodsAnswering<'csv'>;
/** Methods answering stored bytes of their own type (a verification document, an attachment). */
export type FileMethodName = MethodsAnswering<'file'>;
type JsonMethodName = Exclude<BackofficeMethodName, CsvMethodName | FileMethodName>;

/**
 * Calls `POST /backoffice/api/{group}/{method}` with a JSON body and answers the `data` of its
 * envelope, typed by the contract in `@jeton/domain/backoffice` (the browser does not parse it).
 * Throws an AppError rebuilt from the error envelope.
 */
export async function boCall<M extends JsonMethodName>(
  method: M,
  input: BackofficeInput<M>,
  options: BoCallOptions = {},
): Promise<BackofficeAnswer<M>> {
  const response = await send(method, input, options);
  const body = await readJson(response);
  const envelope = body as { data?: unknown; error?: unknown } | null;
  if (response.ok && envelope && 'data' in envelope && !('error' in envelope)) {
    return envelope.data as BackofficeAnswer<M>;
  }
  throw AppError.fromEnvelope(body, response.status);
}

export interface CsvFile {
  blob: Blob;
  filename: string;
}

/** Calls an export or file method, whose answer is a file rather than an envelope. */
export async function boDownload<M extends CsvMethodName | FileMethodName>(
  method: M,
  input: BackofficeInput<M>,
  options: BoCallOptions = {},
): Promise<CsvFile> {
  const response = await send(method, input, options);
  if (!response.ok) throw AppError.fromEnvelope(await readJson(response), response.status);
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? `${method.replace('/', '-')}.csv`;
  return { blob: await response.blob(), filename };
}

async function send(method: string, input: unknown, options: BoCallOptions): Promise<Response> {
  try {
    return await (options.fetch ?? fetch)(`${BACKOFFICE_API_BASE}/${method}`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        [BACKOFFICE_CSRF_HEADER]: '1',
      },
      body: JSON.stringify(input ?? {}),
      credentials: 'same-origin',
      signal: options.signal ?? null,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new AppError('UnknownErrorException', 'The server could not be reached', {
      code: NETWORK_FAILURE,
      cause,
    });
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (a proxy's error page): AppError.fromEnvelope makes it UnknownErrorException.
    return null;
  }
}
