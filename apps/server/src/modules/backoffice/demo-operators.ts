import type { Database } from '@jeton/db';
import type { OperatorRole } from '@jeton/domain/backoffice';
import type { ModuleSeed } from '../../wiring/server-module.js';
import type { PasswordHasher } from '../auth/passwords.js';
import { provisionOperator } from './operator-provisioning.js';
import { OperatorStore } from './operator-store.js';

/** The demo operators' password (README). */
export const DEMO_OPERATOR_PASSWORD = 'Operator-demo-1';

/**
 * The TOTP secret every demo operator shares (base32), fixed so that the README can list it and the
 * end-to-end tests can compute codes. Demo data only: a real operator gets a secret of their own.
 */
export const DEMO_OPERATOR_TOTP_SECRET = 'JETONDEMOOPERATORTOTPSECRET23456';

/** One demo operator per role. */
export const DEMO_OPERATORS: readonly {
  email: string;
  name: string;
  role: OperatorRole;
  locale: 'en' | 'fr';
}[] = [
  { email: 'admin@jeton.test', name: 'Ada Admin', role: 'administrator', locale: 'en' },
  { email: 'finance@jeton.test', name: 'Fanny Finance', role: 'finance', locale: 'fr' },
  { email: 'support@jeton.test', name: 'Sam Support', role: 'support', locale: 'en' },
  { email: 'content@jeton.test', name: 'Colette Content', role: 'content', locale: 'fr' },
  { email: 'trader@jeton.test', name: 'Theo Trader', role: 'trader', locale: 'en' },
  { email: 'readonly@jeton.test', name: 'Rita Readonly', role: 'read_only', locale: 'en' },
];

/** Adds the demo operators that are missing (hashing only their passwords). */
export async function seedDemoOperators(db: Database, passwords: PasswordHasher): Promise<void> {
  const operators = new OperatorStore(db);
  for (const operator of DEMO_OPERATORS) {
    if (await operators.findByEmail(operator.email)) continue;
    await provisionOperator(db, passwords, {
      ...operator,
      password: DEMO_OPERATOR_PASSWORD,
      totpSecret: DEMO_OPERATOR_TOTP_SECRET,
    });
  }
}

/**
 * Operators whose password and TOTP secret the README prints: only where the configuration allows
 * demo data, on this machine or a declared demo (demo-only.ts).
 */
export const backofficeSeed = (db: Database, passwords: PasswordHasher): ModuleSeed => ({
  demo: () => seedDemoOperators(db, passwords),
});
