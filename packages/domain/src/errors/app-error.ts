import { ERROR_STATUS, type ErrorType, isErrorType } from './catalogue.js';

/** Per-field messages, keyed by the API field name. */
export type FieldErrors = Record<string, string>;

export interface ErrorEnvelope {
  error: {
    type: ErrorType;
    message: string;
    code?: string;
    data?: Record<string, unknown>;
  };
}

export interface AppErrorOptions {
  /** A stable machine code within the type, e.g. `INVALID_CREDENTIALS` or a promo-code reason. */
  code?: string;
  data?: Record<string, unknown>;
  /** Details for the logs only; never sent to the player. */
  internalMessage?: string;
  /**
   * An HTTP status other than the type's, for refusals at the transport level (413 body too large,
   * 431 headers too large), which keep a catalogue type for the client.
   */
  status?: number;
  cause?: unknown;
}

/**
 * The one application error. It carries a catalogue type, the HTTP status of that type,
 * a message that is safe to show, and optional data (field errors live in `data.fields`).
 * The web client rebuilds it from the envelope with `AppError.fromEnvelope`.
 */
export class AppError extends Error {
  readonly type: ErrorType;
  readonly status: number;
  readonly code: string | undefined;
  readonly data: Record<string, unknown> | undefined;
  readonly internalMessage: string | undefined;

  constructor(type: ErrorType, message: string, options: AppErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.type = type;
    this.status = options.status ?? ERROR_STATUS[type];
    this.code = options.code;
    this.data = options.data;
    this.internalMessage = options.internalMessage;
  }

  get fields(): FieldErrors | undefined {
    const fields = this.data?.fields;
    return fields && typeof fields === 'object' ? (fields as FieldErrors) : undefined;
  }

  toEnvelope(): ErrorEnvelope {
    const error: ErrorEnvelope['error'] = { type: this.type, message: this.message };
    if (this.code !== undefined) error.code = this.code;
    if (this.data !== undefined) error.data = this.data;
    return { error };
  }

  static fromEnvelope(body: unknown, status?: number): AppError {
    const error = (body as Partial<ErrorEnvelope> | null)?.error;
    if (!error || !isErrorType(error.type)) {
      return new AppError('UnknownErrorException', 'Unexpected response', {
        internalMessage: `status ${status ?? 'unknown'}`,
      });
    }
    const options: AppErrorOptions = {};
    if (error.code !== undefined) options.code = error.code;
    if (error.data !== undefined) options.data = error.data;
    return new AppError(error.type, String(error.message ?? ''), options);
  }

  static invalidParameters(fields: FieldErrors, message = 'Invalid parameters'): AppError {
    return new AppError('InvalidParameterException', message, { data: { fields } });
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
