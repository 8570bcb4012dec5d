import { type AccountInfo, type Balances, toLocale, toMoneyAmount } from '@jeton/domain';
import type { PlayerBalances } from '../../ledger/index.js';
import type { UserRow } from '../../sessions/session-service.js';

// How players and balances look in API answers (spec section 3).

export function presentBalances(balances: PlayerBalances, currency: string): Balances {
  return {
    balance_main: toMoneyAmount(balances.main, currency),
    balance_bonus: toMoneyAmount(balances.bonus, currency),
    balance_betting_bonus: toMoneyAmount(balances.betting_bonus, currency),
    balance_fun: toMoneyAmount(balances.fun, currency),
  };
}

export function presentAccountInfo(user: UserRow, balances: PlayerBalances): AccountInfo {
  return {
    uid: user.id,
    reg_time: user.createdAt.toISOString(),
    login: displayLogin(user),
    fakename: user.fakename,
    is_subscribed: user.emailSubscribed,
    ...presentBalances(balances, user.currency),
    is_on_verification: user.isOnVerification,
    is_verified: user.isVerified,
    is_kyc_block_enabled: user.isKycBlockEnabled,
    is_registration_completed: user.isRegistrationCompleted,
    country_code: user.countryCode,
    locale: toLocale(user.locale),
    two_factor_auth: user.twoFactorEnabled,
    currency: user.currency,
  };
}

/**
 * Phone logins are stored as digits; players read them with their plus sign. A social account's
 * login without email (`telegram:{id}`, `{provider}:{subject}`) reads as it is.
 */
export function displayLogin(user: Pick<UserRow, 'login' | 'email'>): string {
  return user.email === user.login || !/^\d+$/.test(user.login) ? user.login : `+${user.login}`;
}
