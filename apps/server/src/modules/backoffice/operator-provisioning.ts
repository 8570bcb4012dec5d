import type { Database } from '@jeton/db';
import { isLocale, rules } from '@jeton/domain';
import { isOperatorRole, type OperatorRole } from '@jeton/domain/backoffice';
import type { PasswordHasher } from '../auth/passwords.js';
import { newTotpSecret, totpUri } from '../auth/totp.js';
import { type OperatorRow, OperatorStore } from './operator-store.js';

/** Operators' passwords are longer than players' (they open every account). */
export const OPERATOR_PASSWORD_MIN_LENGTH = 12;

export interface OperatorRequest {
  email: string;
  name: string;
  role: string;
  password: string;
  locale?: string;
  /** A fixed secret (the demo operators); otherwise a new random one. */
  totpSecret?: string;
}

export type Provisioned =
  | { created: true; operator: OperatorRow; totpSecret: string; otpauthUri: string }
  | { created: false; problems: string[] };

/**
 * Creates an operator with a TOTP secret of their own (the command and the demo seed): the secret
 * and its otpauth URI are answered once, for the operator's authenticator app, and never shown again.
 */
export async function provisionOperator(
  db: Database,
  passwords: PasswordHasher,
  request: OperatorRequest,
): Promise<Provisioned> {
  const email = request.email.trim().toLowerCase();
  const problems = [
    ...(rules.email(email) ? ['--email is not an email address'] : []),
    ...(request.name.trim() === '' || request.name.length > 100 ? ['--name is 1 to 100 characters'] : []),
    ...(isOperatorRole(request.role) ? [] : [`--role is not a role: ${request.role}`]),
    ...(request.password.length < OPERATOR_PASSWORD_MIN_LENGTH || request.password.length > 128
      ? [`the password is ${OPERATOR_PASSWORD_MIN_LENGTH} to 128 characters`]
      : []),
    ...(request.locale === undefined || isLocale(request.locale) ? [] : ['--locale is en or fr']),
  ];
  if (problems.length > 0) return { created: false, problems };
  const totpSecret = request.totpSecret ?? newTotpSecret();
  const operator = await new OperatorStore(db).create({
    email,
    name: request.name.trim(),
    role: request.role as OperatorRole,
    passwordHash: await passwords.hash(request.password),
    totpSecret,
    locale: request.locale ?? 'en',
  });
  if (!operator) return { created: false, problems: [`an operator with the email ${email} exists`] };
  return { created: true, operator, totpSecret, otpauthUri: totpUri(totpSecret, email, 'Jeton back office') };
}
