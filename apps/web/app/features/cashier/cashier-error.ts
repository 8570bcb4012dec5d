import type { CashierConfig, LocaleCode } from '@jeton/domain';
import type { Messages } from '../../i18n/messages.js';
import type { CashierErrorData } from './server-calls.js';

type ErrorTexts = Messages['cashier']['errors'];

/** The errors whose message can come with a button to where the player fixes it (spec section 8). */
const LINK_LABELS: Readonly<Record<string, keyof ErrorTexts['links']>> = {
  UserNeedConfirmContactException: 'confirm',
  KycWithdrawalException: 'kyc',
  KycUserProfileException: 'profile',
  SumsubVerificationRequiredException: 'kyc',
  UserNeedProfileDataException: 'profile',
};

export interface CashierErrorView {
  text: string;
  /** The config's link for this error, with its label; absent when the config has none. */
  link?: { label: string; to: string };
}

/**
 * What the page says for a failed cashier call: the catalogue's text for the error type in the
 * player's language; a field error is shown at its field instead, so the page gets the rest only.
 */
export function cashierErrorView(
  error: CashierErrorData,
  texts: ErrorTexts,
  config: Pick<CashierConfig, 'errorLinks'>,
  formatAvailable?: (amount: number) => string,
): CashierErrorView {
  const type = error.type as keyof ErrorTexts;
  let text: string;
  if (error.type === 'BillingDepositLimitExceededException' && formatAvailable) {
    const available = Number(error.data?.available_amount);
    text = Number.isFinite(available)
      ? texts.BillingDepositLimitExceededAvailable.replace('{amount}', formatAvailable(available))
      : texts.BillingDepositLimitExceededException;
  } else if (error.code === 'INSUFFICIENT_FUNDS') {
    text = texts.InsufficientFunds;
  } else if (error.type === 'UnknownErrorException' && error.message === 'The service could not be reached') {
    text = texts.unreachable;
  } else if (type in texts && typeof texts[type] === 'string' && type !== 'links') {
    text = texts[type] as string;
  } else {
    text = texts.generic;
  }
  const labelKey = LINK_LABELS[error.type];
  // The server's own link for this refusal first (its withdrawal config), then the content config's.
  const served =
    typeof error.data?.link === 'string' && /^\/(?!\/)/.test(error.data.link) ? error.data.link : undefined;
  const to = labelKey ? (served ?? config.errorLinks[error.type]) : undefined;
  return labelKey && to ? { text, link: { label: texts.links[labelKey], to } } : { text };
}

export type { LocaleCode };
