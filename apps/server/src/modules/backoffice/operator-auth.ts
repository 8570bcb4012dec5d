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
  audit: AuditLog;
  clock: Clock;
}

/**
 * Operators' log-in: password and TOTP code together, one refusal whichever was wrong, throttled
 * like players' log-ins (decision 0024) under keys of their own.
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
    if (
      !operator ||
      !passwordOk ||
      operator.disabledAt !== null ||
      !(await this.totpOk(operator, form.totp))
    ) {
      await throttle.recordFailure(key, client.ip);
      throw new AppError('AuthorizationException', 'Wrong email, password or code', {
        code: INVALID_CREDENTIALS,
      });
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

  private async totpOk(operator: OperatorRow, code: string): Promise<boolean> {
    const check = checkTotp(operator.totpSecret, code, this.deps.clock.now());
    return check.result === 'valid' && (await this.deps.operators.claimTotpStep(operator.id, check.step));
  }
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
