import { type Database, type Executor, schema } from '@jeton/db';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import {
  hashRecoveryCode,
  newRecoveryCode,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_INPUT,
} from './recovery-codes.js';

/** A player's set of two-factor recovery codes: made, spent one at a time, voided. */
export class RecoveryCodeService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** A new set in place of the old one; the plain codes exist only in this answer. */
  async replace(userId: number, executor: Executor = this.db): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    const createdAt = this.clock.now();
    await this.void(userId, executor);
    await executor
      .insert(schema.twoFactorRecoveryCodes)
      .values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(userId, code), createdAt })));
    return codes;
  }

  /**
   * Spends a code: true when it was one of the player's unused codes. One statement marks it used,
   * so two log-ins racing with the same code cannot both succeed.
   */
  async consume(userId: number, typed: string): Promise<boolean> {
    if (!RECOVERY_CODE_INPUT.test(typed)) return false;
    const table = schema.twoFactorRecoveryCodes;
    const used = await this.db
      .update(table)
      .set({ usedAt: this.clock.now() })
      .where(
        and(
          eq(table.userId, userId),
          eq(table.codeHash, hashRecoveryCode(userId, typed)),
          isNull(table.usedAt),
        ),
      )
      .returning({ id: table.id });
    return used.length > 0;
  }

  async remaining(userId: number): Promise<number> {
    const table = schema.twoFactorRecoveryCodes;
    const [row] = await this.db
      .select({ left: count() })
      .from(table)
      .where(and(eq(table.userId, userId), isNull(table.usedAt)));
    return Number(row?.left ?? 0);
  }

  async void(userId: number, executor: Executor = this.db): Promise<void> {
    await executor
      .delete(schema.twoFactorRecoveryCodes)
      .where(eq(schema.twoFactorRecoveryCodes.userId, userId));
  }
}
