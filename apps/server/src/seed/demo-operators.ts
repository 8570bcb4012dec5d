import { type Database, schema } from '@jeton/db';
import type { OperatorRole } from '@jeton/domain/backoffice';
import { inArray } from 'drizzle-orm';
import type { PasswordHasher } from '../modules/auth/passwords.js';
import { provisionOperator } from '../modules/backoffice/operator-provisioning.js';

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
  const existing = await db
    .select({ email: schema.operators.email })
    .from(schema.operators)
    .where(
      inArray(
        schema.operators.email,
        DEMO_OPERATORS.map((o) => o.email),
      ),
    );
  const present = new Set(existing.map((row) => row.email));
  for (const operator of DEMO_OPERATORS) {
    if (present.has(operator.email)) continue;
    await provisionOperator(db, passwords, {
      ...operator,
      password: DEMO_OPERATOR_PASSWORD,
      totpSecret: DEMO_OPERATOR_TOTP_SECRET,
    });
  }
}
