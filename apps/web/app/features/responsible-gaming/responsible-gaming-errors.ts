import { isAppError, type LocaleCode, RESPONSIBLE_GAMING_CODES } from '@jeton/domain';
import { formatDateTime } from '../../i18n/dates.js';
import { formatMessage } from '../../i18n/format.js';
import type { Messages } from '../../i18n/messages.js';

const REFUSAL_CODES: ReadonlySet<string> = new Set(Object.values(RESPONSIBLE_GAMING_CODES));

/**
 * A responsible-gaming refusal (a time-out, a self-exclusion, a used-up playing time: log-in and
 * deposit answer AccessDeniedException with its code and `data.until`) in plain words, or null
 * when the error is something else.
 */
export function responsibleGamingRefusal(error: unknown, t: Messages, locale: LocaleCode): string | null {
  if (!isAppError(error) || !error.code || !REFUSAL_CODES.has(error.code)) return null;
  const texts = t.refusals;
  const untilValue = error.data?.until;
  const until = typeof untilValue === 'string' ? formatDateTime(untilValue, locale) : null;
  switch (error.code) {
    case RESPONSIBLE_GAMING_CODES.timeOut:
      return formatMessage(texts.TIME_OUT, { until: until ?? '…' }, locale);
    case RESPONSIBLE_GAMING_CODES.selfExcluded:
      return until ? formatMessage(texts.SELF_EXCLUDED, { until }, locale) : texts.SELF_EXCLUDED_PERMANENT;
    case RESPONSIBLE_GAMING_CODES.sessionTimeLimit:
      return formatMessage(texts.SESSION_TIME_LIMIT_REACHED, { until: until ?? '…' }, locale);
    case RESPONSIBLE_GAMING_CODES.lossLimit:
      return texts.LOSS_LIMIT_REACHED;
    case RESPONSIBLE_GAMING_CODES.wagerLimit:
      return texts.WAGER_LIMIT_REACHED;
    default:
      return null;
  }
}
