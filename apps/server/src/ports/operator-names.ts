import type { Executor } from '@jeton/db';

/** An operator of the back office as a player-facing module shows who handled something. */
export interface OperatorName {
  name: string;
  email: string;
}

/**
 * The operators' names, by id: what chat, support and content pages show of who answered, handled
 * or published. The back office owns the operators (its OperatorStore implements this); the modules
 * that show them depend on this interface, so that they do not import the back office that imports them.
 */
export interface OperatorNames {
  namesOf(operatorIds: readonly number[], executor?: Executor): Promise<Map<number, OperatorName>>;
}
