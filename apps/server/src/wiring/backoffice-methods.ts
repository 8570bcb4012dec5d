import type { Readable } from 'node:stream';
import type { Executor } from '@jeton/db';
import type { LocaleCode } from '@jeton/domain';
import type {
  AuditAction,
  AuditTargetType,
  BACKOFFICE_METHODS,
  BackofficeMethodName,
  OperatorRole,
} from '@jeton/domain/backoffice';
import type { z } from 'zod';
import type { DeclaredError } from '../api/declared-errors.js';

/** Who made an operator's change, as its audit entry keeps it. */
export interface BackofficeActor {
  operatorId: number;
  ip: string;
}

/** One entry of the back office's append-only audit log (decision 0034). */
export interface BackofficeAuditEntry {
  operatorId: number;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string | number;
  before: unknown;
  after: unknown;
  ip: string;
}

/** One column of an exported list, headed in the operator's language. */
export interface CsvColumn<T> {
  header: { en: string; fr: string };
  value: (row: T) => string | number | boolean | null;
}

/**
 * What the back office hands a module's operator methods: its audit log, written in their
 * transaction, and its CSV export (a list read in chunks, headed in the operator's language).
 */
export interface BackofficeKit {
  audit: { record(executor: Executor, entry: BackofficeAuditEntry): Promise<void> };
  csv<T>(
    columns: readonly CsvColumn<T>[],
    locale: string,
    chunk: (offset: number, limit: number) => Promise<T[]>,
  ): Readable;
}

/** A call of a module's operator method, after the router checked the session and the permission. */
export interface BackofficeCall<M extends BackofficeMethodName> {
  input: z.output<(typeof BACKOFFICE_METHODS)[M]['input']>;
  operator: { operatorId: number; role: OperatorRole; locale: string };
  actor: BackofficeActor;
  /** The operator's language, for names and texts read in it. */
  locale: LocaleCode;
}

/**
 * One back-office method's handler and the refusals it can answer besides the router's (decision
 * 0093): under `validateAnswers` an undeclared one fails the call, as for the product API (0088).
 */
export interface BackofficeMethod<M extends BackofficeMethodName, Call = BackofficeCall<M>> {
  errors: readonly DeclaredError[];
  handle(call: Call): Promise<unknown>;
}

/** A module's part of the back office's method table: a handler for each method it names. */
export type BackofficeMethods<N extends BackofficeMethodName> = { [M in N]: BackofficeMethod<M> };

/** What a module.ts gives as `backoffice`: its methods, made once the back office hands its kit. */
export type BackofficeContribution<N extends BackofficeMethodName> = (
  kit: BackofficeKit,
) => BackofficeMethods<N>;
