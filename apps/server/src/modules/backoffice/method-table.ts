import { toLocale } from '@jeton/domain';
import { BACKOFFICE_METHODS, type BackofficeMethodName } from '@jeton/domain/backoffice';
import type { DeclaredError } from '../../api/declared-errors.js';
import type { BackofficeKit, BackofficeMethod } from '../../wiring/backoffice-methods.js';
import { type ContributedMethodName, type OwnMethod, required } from './method-call.js';
import { OWN_METHODS } from './own-methods.js';

/** A module as the back office reads it: the operator methods its module.ts gives, if any. */
export interface ContributingModule {
  backoffice?: (kit: BackofficeKit) => object;
}

type NamesOf<X> = X extends { backoffice?: infer C }
  ? C extends (kit: BackofficeKit) => infer T
    ? keyof T
    : never
  : never;

/** The contributed methods of the contract that none of these modules gives. */
export type MissingMethods<M extends readonly ContributingModule[]> = Exclude<
  ContributedMethodName,
  NamesOf<M[number]>
>;

/**
 * Fails the typecheck of the caller (services.ts) while a contract method has no handler: the
 * error names the methods.
 */
export type CoversTheContract<M extends readonly ContributingModule[]> = [MissingMethods<M>] extends [never]
  ? unknown
  : { 'back-office methods without a handler': MissingMethods<M> };

/** Every method's handler, keyed like the contract's BACKOFFICE_METHODS, in the router's call shape. */
export type MethodTable = { [M in BackofficeMethodName]: OwnMethod<M> };

/**
 * The back office's own methods and the modules' (decision 0093), one handler per contract method:
 * a name given twice, or a method of the contract without a handler (which the typecheck of
 * services.ts catches first), stops the app at start.
 */
export function backofficeMethodTable(
  modules: readonly ContributingModule[],
  kit: BackofficeKit,
): MethodTable {
  const table = new Map<string, OwnMethod<BackofficeMethodName>>(Object.entries(OWN_METHODS));
  for (const module of modules) {
    const methods = (module.backoffice?.(kit) ?? {}) as Record<
      string,
      BackofficeMethod<BackofficeMethodName>
    >;
    for (const [name, method] of Object.entries(methods)) {
      if (table.has(name)) throw new Error(`Two handlers for the back-office method ${name}`);
      if (!Object.hasOwn(BACKOFFICE_METHODS, name)) throw new Error(`${name} is no back-office method`);
      table.set(name, asRouterMethod(method));
    }
  }
  const missing = Object.keys(BACKOFFICE_METHODS).filter((name) => !table.has(name));
  if (missing.length > 0) throw new Error(`No handler for the back-office methods ${missing.join(', ')}`);
  return Object.fromEntries(table) as MethodTable;
}

/** A module's method sees its caller, as actor and locale, and nothing of the transport. */
function asRouterMethod(method: BackofficeMethod<BackofficeMethodName>): OwnMethod<BackofficeMethodName> {
  return {
    errors: method.errors,
    handle: ({ input, operator, request }) => {
      const caller = required(operator);
      return method.handle({
        input,
        operator: caller,
        actor: { operatorId: caller.operatorId, ip: request.ip },
        locale: toLocale(caller.locale),
      });
    },
  };
}

/** What each method's handler declares it can refuse, for the OpenAPI document. */
export function errorsOf(table: MethodTable): { [M in BackofficeMethodName]: readonly DeclaredError[] } {
  const entries = Object.entries(table) as [BackofficeMethodName, { errors: readonly DeclaredError[] }][];
  return Object.fromEntries(entries.map(([name, method]) => [name, method.errors])) as {
    [M in BackofficeMethodName]: readonly DeclaredError[];
  };
}
