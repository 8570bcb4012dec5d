import type { Database } from '@jeton/db';
import { AppError, type LocaleCode } from '@jeton/domain';
import {
  INVALID_CREDENTIALS,
  isOperatorRole,
  type OperatorView,
  ROLE_PERMISSIONS,
} from '@jeton/domain/backoffice';
import type { Clock } from '../../clock.js';
import type { LoginThrottle } from '../auth/login-throttle.js';
import type { PasswordHasher } from '../auth/passwords.js';
import type { SecondFactorAccount, SecondFactorLockout } from '../auth/second-factor-lockout.js';
import { checkTotp } from '../auth/totp.js';
import type { AuditLog } from './audit-log.js';
import type { OperatorContext, OperatorSessions } from './operator-sessions.js';
import type { OperatorRow, OperatorStore } from './operator-store.js';

export interface OperatorLogin {
  email: string;
  password: string;
  totp: string;
}

export interface OperatorAuthDeps {
  db: Database;
  operators: OperatorStore;
  sessions: OperatorSessions;
  passwords: PasswordHasher;
  throttle: LoginThrottle;
  /** Wrong codes per operator, from anywhere (decision 0084). */
  secondFactorLockout: SecondFactorLockout;
  audit: AuditLog;
  clock: Clock;
}

/**
 * Operators' log-in: password and TOTP code together, one refusal whichever was wrong, throttled
 * like players' log-ins (decision 0024) under keys of their own; wrong codes are also counted per
 * operator, and five lock the code step (decision 0084).
 */
export class OperatorAuth {
  constructor(private readonly deps: OperatorAuthDeps) {}

  async login(form: OperatorLogin, client: { ip: string; userAgent: string }) {
    const { operators, sessions, passwords, throttle, audit } = this.deps;
    const key = `operator:${form.email}`;
    await throttle.check({ login: key, ip: client.ip, isTrustedDevice: async () => false });
    const operator = await operators.findByEmail(form.email);
    // The password is checked (or a dummy hash, for an unknown email) before anything else answers.
    const passwordOk = await passwords.verify(operator?.passwordHash, form.password);
    try {
      if (!operator || operator.disabledAt !== null) throw wrongCredentials();
      // A locked account answers the same whatever the password: the lock tells nothing of it.
      await this.deps.secondFactorLockout.refuseIfLocked(operatorAccount(operator));
      if (!passwordOk) throw wrongCredentials();
      await this.checkCode(operator, form.totp, client.ip);
    } catch (error) {
      await throttle.recordFailure(key, client.ip);
      throw error;
    }
    await throttle.recordSuccess(key, client.ip);
    const session = await this.deps.db.transaction(async (tx) => {
      const created = await sessions.create(operator.id, client, tx);
      await audit.record(tx, {
        operatorId: operator.id,
        action: 'operator.login',
        targetType: 'operator',
        targetId: operator.id,
        before: null,
        after: { sessionId: created.sessionId, ip: client.ip, userAgent: client.userAgent.slice(0, 200) },
        ip: client.ip,
      });
      return created;
    });
    return { session, operator: presentOperator(operator) };
  }

  /** Ends the caller's session, with its audit entry. */
  async logout(operator: OperatorContext, ip: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      await this.deps.sessions.revoke(operator.sessionId, tx);
      await this.deps.audit.record(tx, {
        operatorId: operator.operatorId,
        action: 'operator.logout',
        targetType: 'operator',
        targetId: operator.operatorId,
        before: { sessionId: operator.sessionId },
        after: null,
        ip,
      });
    });
  }

  /** The operator's language on their account (every browser of theirs follows it), audited. */
  async setLocale(operator: OperatorContext, locale: LocaleCode, ip: string): Promise<OperatorView> {
    if (operator.locale !== locale) {
      await this.deps.db.transaction(async (tx) => {
        await this.deps.operators.setLocale(operator.operatorId, locale, tx);
        await this.deps.audit.record(tx, {
          operatorId: operator.operatorId,
          action: 'operator.set_locale',
          targetType: 'operator',
          targetId: operator.operatorId,
          before: { locale: operator.locale },
          after: { locale },
          ip,
        });
      });
    }
    return presentContext({ ...operator, locale });
  }

  /**
   * The code, within the operator's tries (decision 0084): only a wrong code after the right
   * password counts, and the lockout it may start goes to the audit log.
   */
  private async checkCode(operator: OperatorRow, code: string, ip: string): Promise<void> {
    await this.deps.secondFactorLockout.attempt(
      operatorAccount(operator),
      async () => {
        if (!(await this.totpOk(operator, code))) throw wrongCredentials();
      },
      (tx, lockout) =>
        this.deps.audit.record(tx, {
          operatorId: operator.id,
          action: 'operator.second_factor_locked',
          targetType: 'operator',
          targetId: operator.id,
          before: null,
          after: {
            lockedAt: lockout.lockedAt.toISOString(),
            lockedUntil: lockout.lockedUntil.toISOString(),
            lockoutsInARow: lockout.lockoutsInARow,
          },
          ip,
        }),
    );
  }

  private async totpOk(operator: OperatorRow, code: string): Promise<boolean> {
    const check = checkTotp(operator.totpSecret, code, this.deps.clock.now());
    return check.result === 'valid' && (await this.deps.operators.claimTotpStep(operator.id, check.step));
  }
}

/** Log-in's one refusal, whichever part was wrong. */
function wrongCredentials(): AppError {
  return new AppError('AuthorizationException', 'Wrong email, password or code', {
    code: INVALID_CREDENTIALS,
  });
}

function operatorAccount(operator: OperatorRow): SecondFactorAccount {
  return { kind: 'operator', id: operator.id };
}

export function presentOperator(
  operator: Pick<OperatorRow, 'id' | 'email' | 'name' | 'role' | 'locale'>,
): OperatorView {
  if (!isOperatorRole(operator.role)) throw new Error(`operator ${operator.id} has an unknown role`);
  return {
    id: operator.id,
    email: operator.email,
    name: operator.name,
    role: operator.role,
    locale: operator.locale === 'fr' ? 'fr' : 'en',
    permissions: [...ROLE_PERMISSIONS[operator.role]],
  };
}

export function presentContext(context: OperatorContext): OperatorView {
  return presentOperator({ ...context, id: context.operatorId });
}
