import type { CashbackRule } from '@jeton/domain/backoffice';

/**
 * A period's cashback from its net real-money loss (decision 0064): nothing under the rule's minimum
 * loss; otherwise the percent of the loss, rounded down to the cent (the house never pays a fraction
 * it did not promise), at most the cap. Integers only: `percent_bp` is in basis points.
 */
export function cashbackAmountMinor(
  lossMinor: bigint,
  rule: Pick<CashbackRule, 'percent_bp' | 'min_loss_minor' | 'max_amount_minor'>,
): bigint {
  if (lossMinor <= 0n || lossMinor < BigInt(rule.min_loss_minor)) return 0n;
  const share = (lossMinor * BigInt(rule.percent_bp)) / 10_000n;
  const cap = BigInt(rule.max_amount_minor);
  return share > cap ? cap : share;
}
