import { errorFamily } from '@jeton/domain';

/**
 * The refusals the cashier module's API methods answer, by code, with their catalogue type and
 * status: what each method's `errors` picks from. The throw sites build their AppErrors; the API's
 * check in tests (api/error-check.ts) fails a call whose refusal disagrees with this list.
 */
export const CASHIER_ERRORS = errorFamily({
  CONTACT_UNCONFIRMED: { type: 'UserNeedConfirmContactException' },
  DAILY_AMOUNT: { type: 'WithdrawalLimitsPeriodExceededException' },
  DAILY_COUNT: { type: 'WithdrawalLimitsPeriodExceededException' },
  DEPOSIT_LIMIT: { type: 'BillingDepositLimitExceededException' },
  INSUFFICIENT_FUNDS: { type: 'WithdrawalDeclinedException' },
  KYC_BLOCK: { type: 'KycWithdrawalException' },
  KYC_THRESHOLD: { type: 'KycWithdrawalException' },
  METHOD_LIMITS: { type: 'WithdrawalLimitsExceededException' },
  PROFILE_INCOMPLETE: { type: 'KycUserProfileException' },
  SELF_EXCLUDED: { type: 'AccessDeniedException' },
  TIME_OUT: { type: 'AccessDeniedException' },
  WITHDRAWAL_NOT_FOUND: { type: 'InvalidParameterException' },
  WITHDRAWAL_NOT_PENDING: { type: 'InvalidRequestException' },
});
