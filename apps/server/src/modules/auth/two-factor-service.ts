import type { Database } from '@jeton/db';
import { AppError, TWO_FACTOR_MESSAGES } from '@jeton/domain';
import type { Clock } from '../../clock.js';
import type { UserRow } from '../../sessions/session-service.js';
import type { AccountStore } from '../account/account-store.js';
import type { RecoveryCodeService } from '../security/recovery-code-service.js';
import { checkTotp, newTotpSecret, totpUri } from './totp.js';

/** Two-factor authentication by TOTP: set up, confirm, check at log-in, turn off. */
export class TwoFactorService {
  constructor(
    private readonly db: Database,
    private readonly store: AccountStore,
    private readonly clock: Clock,
    private readonly recoveryCodes: RecoveryCodeService,
  ) {}

  /** A new secret to scan; it only protects the account once a code from it is confirmed. */
  async begin(user: UserRow): Promise<{ secret: string; uri: string }> {
    if (user.twoFactorEnabled) {
      throw new AppError('InvalidRequestException', 'Two-factor authentication is already on', {
        code: 'TWO_FACTOR_ALREADY_ENABLED',
      });
    }
    const secret = newTotpSecret();
    await this.store.update(user.id, { twoFactorSecret: secret, twoFactorLastStep: null });
    return { secret, uri: totpUri(secret, user.login) };
  }

  /** Turns two-factor on; answers the first set of recovery codes, which is shown only now. */
  async confirm(user: UserRow, code: string): Promise<string[]> {
    if (!user.twoFactorSecret || user.twoFactorEnabled) {
      throw new AppError('InvalidRequestException', 'Start the two-factor set-up first', {
        code: 'TWO_FACTOR_NOT_STARTED',
      });
    }
    await this.consume(user, code);
    return this.db.transaction(async (tx) => {
      await this.store.update(user.id, { twoFactorEnabled: true }, tx);
      return this.recoveryCodes.replace(user.id, tx);
    });
  }

  /** A new set of recovery codes, for a code of the authenticator; the old set stops working. */
  async renewRecoveryCodes(user: UserRow, code: string): Promise<string[]> {
    this.requireEnabled(user);
    await this.consume(user, code);
    return this.recoveryCodes.replace(user.id);
  }

  /** The second factor of a log-in: a recovery code when one is given, else the authenticator's code. */
  async checkAtLogin(user: UserRow, form: { code?: string | undefined; recovery_code?: string | undefined }) {
    if (form.recovery_code) {
      if (await this.recoveryCodes.consume(user.id, form.recovery_code)) return;
      throw authError(TWO_FACTOR_MESSAGES.recoveryInvalid, 'RECOVERY_CODE_INVALID');
    }
    await this.consume(user, form.code ?? '');
  }

  async disable(user: UserRow, code: string): Promise<void> {
    this.requireEnabled(user);
    await this.consume(user, code);
    await this.db.transaction(async (tx) => {
      const off = { twoFactorEnabled: false, twoFactorSecret: null, twoFactorLastStep: null };
      await this.store.update(user.id, off, tx);
      await this.recoveryCodes.void(user.id, tx);
    });
  }

  private requireEnabled(user: UserRow): void {
    if (!user.twoFactorEnabled) {
      throw new AppError('InvalidRequestException', 'Two-factor authentication is off', {
        code: 'TWO_FACTOR_NOT_ENABLED',
      });
    }
  }

  /**
   * Accepts a code once: the step it belongs to must be later than the last one used, and the
   * update only succeeds if no other request used that step meanwhile.
   */
  async consume(user: UserRow, code: string): Promise<void> {
    if (!/^\d{6}$/.test(code)) throw authError(TWO_FACTOR_MESSAGES.codeFormat, 'TWO_FACTOR_CODE_FORMAT');
    const check = checkTotp(user.twoFactorSecret ?? '', code, this.clock.now());
    if (check.result === 'expired') throw authError(TWO_FACTOR_MESSAGES.expired, 'TWO_FACTOR_EXPIRED');
    if (check.result === 'invalid') throw authError(TWO_FACTOR_MESSAGES.invalid, 'TWO_FACTOR_INVALID');
    if (!(await this.store.claimTwoFactorStep(user.id, check.step)))
      throw authError(TWO_FACTOR_MESSAGES.invalid, 'TWO_FACTOR_REPLAYED');
  }
}

export function authError(message: string, code: string, data?: Record<string, unknown>): AppError {
  return new AppError('AuthorizationException', message, { code, ...(data ? { data } : {}) });
}
