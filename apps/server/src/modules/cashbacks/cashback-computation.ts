import { toMoneyAmount } from '@jeton/domain';
import type { CashbackRule } from '@jeton/domain/backoffice';
import { netRealMoneyLosses } from '../../ledger/index.js';
import { cashbackAmountMinor } from './cashback-amount.js';
import { claimDeadline, lastClosedPeriod, type PeriodRange } from './cashback-period.js';
import type { CashbackDeps } from './cashback-service.js';

export interface ComputeResult {
  periodKey: string;
  /** False when the period was computed before (or the rule is off): nothing was added. */
  computed: boolean;
  created: number;
}

/**
 * Computes the last closed period's cashbacks, exactly once (decision 0064). One transaction
 * claims the period (its row in cashback_periods), reads each player's net real-money losses from the
 * ledger, creates their active cashbacks and the `cashback_ready` notices: a crash leaves nothing
 * half done, and a second run, on this server or another, finds the period taken and adds nothing
 * (each cashback is also unique per player and period).
 */
export class CashbackComputation {
  constructor(private readonly deps: CashbackDeps) {}

  async computeLastClosedPeriod(): Promise<ComputeResult> {
    const rule = await this.deps.rules.current();
    const period = lastClosedPeriod(rule.period, this.deps.clock.now());
    if (!rule.enabled) return { periodKey: period.key, computed: false, created: 0 };
    return this.computePeriod(rule, period);
  }

  /** Computes one period's cashbacks under a rule, unless the period was computed before. */
  async computePeriod(rule: CashbackRule, period: PeriodRange): Promise<ComputeResult> {
    const { db, clock, store, notifications } = this.deps;
    const now = clock.now();
    return db.transaction(async (tx) => {
      if (!(await store.claimPeriod(tx, period, rule.currency, now))) {
        return { periodKey: period.key, computed: false, created: 0 };
      }
      const losses = await netRealMoneyLosses(tx, {
        from: period.startsAt,
        to: period.endsAt,
        currency: rule.currency,
      });
      const terms = {
        period,
        currency: rule.currency,
        percentBp: rule.percent_bp,
        maxAmountMinor: BigInt(rule.max_amount_minor),
        createdAt: now,
        receivingExpiredAt: claimDeadline(now, rule.claim_days),
      };
      let created = 0;
      let totalMinor = 0n;
      for (const { userId, lossMinor } of losses) {
        const amountMinor = cashbackAmountMinor(lossMinor, rule);
        if (amountMinor <= 0n || (await this.deps.excludedPlayers.isExcluded(tx, userId))) continue;
        const cashback = await store.insert(tx, terms, { userId, lossMinor, amountMinor });
        if (!cashback) continue;
        created += 1;
        totalMinor += amountMinor;
        await notifications.notify(tx, userId, 'cashback_ready', {
          ...toMoneyAmount(amountMinor, rule.currency),
          cashback_id: cashback.id,
          expires_at: cashback.receivingExpiredAt.toISOString(),
        });
      }
      await store.recordPeriodTotals(tx, period.key, rule.currency, created, totalMinor);
      return { periodKey: period.key, computed: true, created };
    });
  }
}
