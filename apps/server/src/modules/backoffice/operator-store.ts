import { type Database, type Executor, schema } from '@jeton/db';
import type { OperatorRole } from '@jeton/domain/backoffice';
import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';

export type OperatorRow = typeof schema.operators.$inferSelect;

export interface NewOperator {
  email: string;
  name: string;
  role: OperatorRole;
  passwordHash: string;
  totpSecret: string;
  locale?: string;
}

/** An operator as another module's list names them. */
import type { OperatorName, OperatorNames } from '../../ports/operator-names.js';

export type { OperatorName };

/** The operators table: the back office's own accounts, never players. */
export class OperatorStore implements OperatorNames {
  constructor(private readonly db: Database) {}

  async findByEmail(email: string): Promise<OperatorRow | undefined> {
    const [row] = await this.db.select().from(schema.operators).where(eq(schema.operators.email, email));
    return row;
  }

  /** What other modules' lists show of these operators (who handled, who wrote), by id. */
  async namesOf(
    operatorIds: readonly number[],
    executor: Executor = this.db,
  ): Promise<Map<number, OperatorName>> {
    if (operatorIds.length === 0) return new Map();
    const operators = schema.operators;
    const rows = await executor
      .select({ id: operators.id, name: operators.name, email: operators.email })
      .from(operators)
      .where(inArray(operators.id, [...new Set(operatorIds)]));
    return new Map(rows.map(({ id, ...name }) => [Number(id), name]));
  }

  /** Null when the email is taken. */
  async create(operator: NewOperator, executor: Executor = this.db): Promise<OperatorRow | null> {
    const [row] = await executor.insert(schema.operators).values(operator).onConflictDoNothing().returning();
    return row ?? null;
  }

  async setLocale(operatorId: number, locale: string, executor: Executor = this.db): Promise<void> {
    await executor.update(schema.operators).set({ locale }).where(eq(schema.operators.id, operatorId));
  }

  /**
   * Takes a TOTP step for the operator: true once per step, and never for a step older than one
   * already used, so a code seen over a shoulder cannot log in a second time.
   */
  async claimTotpStep(operatorId: number, step: number): Promise<boolean> {
    const claimed = await this.db
      .update(schema.operators)
      .set({ totpLastStep: step })
      .where(
        and(
          eq(schema.operators.id, operatorId),
          or(isNull(schema.operators.totpLastStep), lt(schema.operators.totpLastStep, step)),
        ),
      )
      .returning({ id: schema.operators.id });
    return claimed.length > 0;
  }
}
