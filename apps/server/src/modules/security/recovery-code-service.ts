import type { Database, Executor } from '@jeton/db';
import type { Clock } from '../../clock.js';
import { RecoveryCodeStore } from './recovery-code-store.js';
import {
  hashRecoveryCode,
  newRecoveryCode,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_INPUT,
} from './recovery-codes.js';

/** A player's set of two-factor recovery codes: made, spent one at a time, voided. */
export class RecoveryCodeService {
  private readonly store: RecoveryCodeStore;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {
    this.store = new RecoveryCodeStore(db);
  }

  /** A new set in place of the old one; the plain codes exist only in this answer. */
  async replace(userId: number, executor: Executor = this.db): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await this.void(userId, executor);
    const hashes = codes.map((code) => hashRecoveryCode(userId, code));
    await this.store.insert(executor, userId, hashes, this.clock.now());
    return codes;
  }

  /**
   * Spends a code: true when it was one of the player's unused codes. One statement marks it used,
   * so two log-ins racing with the same code cannot both succeed.
   */
  async consume(userId: number, typed: string): Promise<boolean> {
    if (!RECOVERY_CODE_INPUT.test(typed)) return false;
    return this.store.markUsed(userId, hashRecoveryCode(userId, typed), this.clock.now());
  }

  remaining(userId: number): Promise<number> {
    return this.store.unusedCount(userId);
  }

  async void(userId: number, executor: Executor = this.db): Promise<void> {
    await this.store.deleteAll(executor, userId);
  }
}
