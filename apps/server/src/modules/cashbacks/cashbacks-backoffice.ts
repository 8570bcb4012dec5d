import type { Database } from '@jeton/db';
import type {
  BackofficeMethodName,
  CashbackAdmin,
  CashbackRule,
  cashbackListInput,
} from '@jeton/domain/backoffice';
import type { z } from 'zod';
import type {
  BackofficeActor as Actor,
  BackofficeContribution,
  BackofficeKit,
} from '../../wiring/backoffice-methods.js';
import type { CashbackComputation } from './cashback-computation.js';
import type { CashbackRules } from './cashback-rule.js';
import type { CashbacksStore } from './cashbacks-store.js';

type CashbackMethodName = Extract<BackofficeMethodName, `cashback/${string}`>;

/** The cashback methods of the back office (decision 0093), given by the cashbacks' module.ts. */
export function cashbacksBackoffice(deps: {
  db: Database;
  rules: CashbackRules;
  store: CashbacksStore;
  computation: CashbackComputation;
}): BackofficeContribution<CashbackMethodName> {
  return ({ audit }) => {
    const cashback = new CashbackActions({ ...deps, audit });
    return {
      'cashback/get': { errors: [], handle: ({ input }) => cashback.list(input) },
      'cashback/saveRule': { errors: [], handle: ({ input, actor }) => cashback.saveRule(actor, input) },
      'cashback/compute': { errors: [], handle: ({ actor }) => cashback.compute(actor) },
    };
  };
}

/**
 * What an operator with `bonuses.manage` does with cashback (decision 0064): read the computed
 * cashbacks, change the rule (for the periods computed from then on) and compute the last closed
 * period now; each change with its audit entry.
 */
class CashbackActions {
  constructor(
    private readonly deps: {
      db: Database;
      rules: CashbackRules;
      store: CashbacksStore;
      computation: CashbackComputation;
      audit: BackofficeKit['audit'];
    },
  ) {}

  async list(input: z.output<typeof cashbackListInput>) {
    const offset = (input.page - 1) * input.perPage;
    const [rule, page] = await Promise.all([
      this.deps.rules.current(),
      this.deps.store.adminPage({ status: input.status, offset, count: input.perPage }),
    ]);
    const items: CashbackAdmin[] = page.items.map((cashback) => ({
      id: cashback.id,
      playerId: cashback.userId,
      login: cashback.login,
      status: cashback.status,
      currency: cashback.currency,
      periodKey: cashback.periodKey,
      lossMinor: Number(cashback.lossMinor),
      amountMinor: Number(cashback.amountMinor),
      percentBp: cashback.percentBp,
      createdAt: cashback.createdAt.toISOString(),
      receivingExpiredAt: cashback.receivingExpiredAt.toISOString(),
      paidOutAt: cashback.paidOutAt?.toISOString() ?? null,
    }));
    return { items, total: page.total, totalCapped: false, rule };
  }

  async saveRule(actor: Actor, rule: CashbackRule): Promise<CashbackRule> {
    const { db, rules, audit } = this.deps;
    return db.transaction(async (tx) => {
      const before = await rules.save(tx, rule);
      await audit.record(tx, {
        ...actor,
        action: 'cashback.rule',
        targetType: 'cashback_rule',
        targetId: 'cashback',
        before,
        after: rule,
      });
      return rule;
    });
  }

  /** Computes the last closed period now; a period computed before is left as it is (and said so). */
  async compute(actor: Actor) {
    const result = await this.deps.computation.computeLastClosedPeriod();
    await this.deps.audit.record(this.deps.db, {
      ...actor,
      action: 'cashback.compute',
      targetType: 'cashback_period',
      targetId: result.periodKey,
      before: null,
      after: result,
    });
    return result;
  }
}
