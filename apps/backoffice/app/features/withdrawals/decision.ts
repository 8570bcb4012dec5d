import type { WithdrawalListItem } from '@jeton/domain/backoffice';
import { formatMinor } from '../../i18n/format.js';
import { useI18n } from '../../i18n/i18n-context.js';

/** The operator's pending decision on one withdrawal. */
export type Decision = { kind: 'approve' | 'decline'; withdrawal: WithdrawalListItem };

/** A withdrawal's amount and player as the queue writes them. */
export function useWithdrawalWords() {
  const { locale } = useI18n();
  const amountOf = (w: WithdrawalListItem) => formatMinor(w.amountMinor, w.currency, locale);
  const playerOf = (w: WithdrawalListItem) => w.playerEmail ?? `#${w.playerId}`;
  return { amountOf, playerOf };
}
