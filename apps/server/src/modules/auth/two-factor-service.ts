import type { Database } from '@jeton/db';
import { AppError, TWO_FACTOR_MESSAGES } from '@jeton/domain';
import type { Clock } from '../../clock.js';
import type { UserRow } from '../../sessions/session-service.js';
import type { AccountStore } from '../account/account-store.js';
import type { NotificationsService } from '../notifications/notifications-service.js';
import type { RecoveryCodeService } from '../security/recovery-code-service.js';
import type { SecondFactorAccount, SecondFactorLockout } from './second-factor-lockout.js';
import { checkTotp, newTotpSecret, totpUri } from './totp.js';

export interface TwoFactorDeps {
  db: Database;
  store: AccountStore;
  clock: Clock;
  recoveryCodes: RecoveryCodeService;
  /** Wrong authenticator codes at log-in, counted per player (decision 0084). */
  lockout: SecondFactorLockout;
  notifications: Pick<NotificationsService, 'notify'>;
}

/** Two-factor authentication by TOTP: set up, confirm, check at log-in, turn off. */
export class TwoFactorService {
  constructor(private readonly deps: TwoFactorDeps) {}

  /** A new secret to scan; it only protects the account once a code from it is confirmed. */
  async begin(user: UserRow): Promise<{ secret: string; uri: string }> {
    if (user.twoFactorEnabled) {
      throw new AppError('InvalidRequestException', 'Two-factor authentication is already on', {
        code: 'TWO_FACTOR_ALREADY_ENABLED',
      });
    }
    const secret = newTotpSecret();
    await this.deps.store.update(user.id, { twoFactorSecret: secret, twoFactorLastStep: null });
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
    return this.deps.db.transaction(async (tx) => {
      await this.deps.store.update(user.id, { twoFactorEnabled: true }, tx);
      return this.deps.recoveryCodes.replace(user.id, tx);
    });
  }

  /** A new set of recovery codes, for a code of the authenticator; the old set stops working. */
  async renewRecoveryCodes(user: UserRow, code: string): Promise<string[]> {
    this.requireEnabled(user);
    await this.consume(user, code);
    return this.deps.recoveryCodes.replace(user.id);
  }

  /**
   * The second factor of a log-in: a recovery code when one is given, else the authenticator's code,
   * within the player's tries (decision 0084). A recovery code is not counted nor refused by the
   * lock: it cannot be guessed, and it lets the owner in while someone with their password keeps
   * getting the codes wrong.
   */
  async checkAtLogin(user: UserRow, form: { code?: string | undefined; recovery_code?: string | undefined }) {
    if (form.recovery_code) {
      if (!(await this.deps.recoveryCodes.consume(user.id, form.recovery_code))) {
        throw authError(TWO_FACTOR_MESSAGES.recoveryInvalid, 'RECOVERY_CODE_INVALID');
      }
      await this.deps.lockout.recordSuccess(playerAccount(user));
      return;
    }
    const code = form.code ?? '';
    // A code that is not six digits is a slip, not a guess: refused without taking a try.
    assertCodeFormat(code);
    await this.deps.lockout.attempt(
      playerAccount(user),
      () => this.consume(user, code),
      (tx, lockout) =>
        this.deps.notifications.notify(tx, user.id, 'second_factor_locked', {
          locked_until: lockout.lockedUntil.toISOString(),
        }),
    );
  }

  async disable(user: UserRow, code: string): Promise<void> {
    this.requireEnabled(user);
    await this.consume(user, code);
    await this.deps.db.transaction(async (tx) => {
      const off = { twoFactorEnabled: false, twoFactorSecret: null, twoFactorLastStep: null };
      await this.deps.store.update(user.id, off, tx);
      await this.deps.recoveryCodes.void(user.id, tx);
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
    assertCodeFormat(code);
    const check = checkTotp(user.twoFactorSecret ?? '', code, this.deps.clock.now());
    if (check.result === 'expired') throw authError(TWO_FACTOR_MESSAGES.expired, 'TWO_FACTOR_EXPIRED');
    if (check.result === 'invalid') throw authError(TWO_FACTOR_MESSAGES.invalid, 'TWO_FACTOR_INVALID');
    if (!(await this.deps.store.claimTwoFactorStep(user.id, check.step)))
      throw authError(TWO_FACTOR_MESSAGES.invalid, 'TWO_FACTOR_REPLAYED');
  }
}

function assertCodeFormat(code: string): void {
  if (!/^\d{6}$/.test(code)) throw authError(TWO_FACTOR_MESSAGES.codeFormat, 'TWO_FACTOR_CODE_FORMAT');
}

function playerAccount(user: UserRow): SecondFactorAccount {
  return { kind: 'player', id: user.id };
}

export function authError(message: string, code: string, data?: Record<string, unknown>): AppError {
  return new AppError('AuthorizationException', message, { code, ...(data ? { data } : {}) });
}
