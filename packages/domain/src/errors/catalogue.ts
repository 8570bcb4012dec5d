// The error catalogue of spec section 8 and the one map from type to HTTP status.

export const ERROR_TYPES = [
  'UnknownErrorException',
  'ApplicationDisabledException',
  'MethodNotFoundException',
  'AuthorizationException',
  'InvalidRequestException',
  'InternalServerErrorException',
  'AccessDeniedException',
  'UserDeletedException',
  'UserBannedException',
  'UserNeedDepositException',
  'UserNeedProfileDataException',
  'UserNeedConfirmContactException',
  'ApplicationUnavailableException',
  'InvalidParameterException',
  'TooManyRequestsException',
  'BillingServiceErrorException',
  'BillingTransactionDeclinedException',
  'BillingUnavailableException',
  'BillingDepositLimitExceededException',
  'WithdrawalDeclinedException',
  'WithdrawalLimitsExceededException',
  'WithdrawalLimitsPeriodExceededException',
  'KycUserProfileException',
  'KycWithdrawalException',
  'StorageQuotaExceededException',
  'SumsubVerificationRequiredException',
  'RequisitesOnVerificationException',
  'RequisitesValidationRequiredException',
  'RequisitesFraudulentException',
] as const;

export type ErrorType = (typeof ERROR_TYPES)[number];

/** HTTP status of each catalogue type (DESIGN "The product API"). */
export const ERROR_STATUS: Readonly<Record<ErrorType, number>> = {
  UnknownErrorException: 500,
  InternalServerErrorException: 500,
  ApplicationDisabledException: 503,
  ApplicationUnavailableException: 503,
  MethodNotFoundException: 404,
  AuthorizationException: 401,
  InvalidRequestException: 400,
  InvalidParameterException: 400,
  AccessDeniedException: 403,
  UserDeletedException: 403,
  UserBannedException: 403,
  TooManyRequestsException: 429,
  // Business refusals: the request was understood but the state forbids it.
  UserNeedDepositException: 409,
  UserNeedProfileDataException: 409,
  UserNeedConfirmContactException: 409,
  BillingServiceErrorException: 422,
  BillingTransactionDeclinedException: 422,
  BillingUnavailableException: 503,
  BillingDepositLimitExceededException: 422,
  WithdrawalDeclinedException: 422,
  WithdrawalLimitsExceededException: 422,
  WithdrawalLimitsPeriodExceededException: 422,
  KycUserProfileException: 409,
  KycWithdrawalException: 409,
  StorageQuotaExceededException: 422,
  SumsubVerificationRequiredException: 409,
  RequisitesOnVerificationException: 409,
  RequisitesValidationRequiredException: 409,
  RequisitesFraudulentException: 422,
};

export function isErrorType(value: unknown): value is ErrorType {
  return typeof value === 'string' && (ERROR_TYPES as readonly string[]).includes(value);
}

/** Messages the server sends for two-factor login (spec sections 4 and 8), matched by the web app. */
export const TWO_FACTOR_MESSAGES = {
  enabled: 'two_factor_auth is enable',
  codeFormat: 'the code must contain 6 digits',
  expired: 'Time expired',
  invalid: 'code is invalid',
  recoveryInvalid: 'recovery code is invalid',
} as const;

/**
 * The code of the 429 that refuses a second-factor code unchecked after too many wrong ones on the
 * account (decision 0084); `data.retry_after` is the seconds left, `data.locked_until` the end.
 */
export const SECOND_FACTOR_LOCKED = 'SECOND_FACTOR_LOCKED';
