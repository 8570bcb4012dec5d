import type { Database } from '@jeton/db';
import type { LocaleCode } from '@jeton/domain';
import type { BackofficeMethodName, BigWinRule, winnersListInput } from '@jeton/domain/backoffice';
import type { z } from 'zod';
import { declared } from '../../api/declared-errors.js';
import type {
  BackofficeActor as Actor,
  BackofficeContribution,
  BackofficeKit,
} from '../../wiring/backoffice-methods.js';
import { WINNERS_ERRORS } from './winners-errors.js';
import type { WinnersService } from './winners-service.js';

type WinnersMethodName = Extract<BackofficeMethodName, `winners/${string}`>;

interface WinnersAdminDeps {
  db: Database;
  winners: WinnersService;
  audit: BackofficeKit['audit'];
}

/** The /winners methods of the back office (decision 0093), given by the winners' module.ts. */
export function winnersBackoffice(
  deps: Omit<WinnersAdminDeps, 'audit'>,
): BackofficeContribution<WinnersMethodName> {
  return ({ audit }) => {
    const admin = new WinnersAdmin({ ...deps, audit });
    return {
      'winners/list': { errors: [], handle: ({ input, locale }) => admin.list(input, locale) },
      'winners/saveRule': { errors: [], handle: ({ input, actor }) => admin.saveRule(actor, input) },
      'winners/setHidden': {
        errors: declared(WINNERS_ERRORS, 'BIG_WIN_NOT_FOUND'),
        handle: ({ input, actor, locale }) => admin.setHidden(actor, input.id, input.hidden, locale),
      },
    };
  };
}

/**
 * The operators' side of /winners: the recorded big wins and the rule that picks them, changed
 * through the winners module in one transaction with the audit entry.
 */
class WinnersAdmin {
  constructor(private readonly deps: WinnersAdminDeps) {}

  list(input: z.output<typeof winnersListInput>, locale: LocaleCode) {
    return this.deps.winners.adminList(input, locale);
  }

  async saveRule(actor: Actor, rule: BigWinRule): Promise<BigWinRule> {
    const { db, winners, audit } = this.deps;
    return db.transaction(async (tx) => {
      const before = await winners.saveRule(tx, rule);
      await audit.record(tx, {
        ...actor,
        action: 'winners.rule',
        targetType: 'big_win_rule',
        targetId: 'big_wins',
        before,
        after: rule,
      });
      return rule;
    });
  }

  async setHidden(actor: Actor, id: number, hidden: boolean, locale: LocaleCode) {
    const { db, winners, audit } = this.deps;
    const after = await db.transaction(async (tx) => {
      const { before, after } = await winners.setHidden(tx, id, hidden, locale);
      await audit.record(tx, {
        ...actor,
        action: hidden ? 'winners.hide' : 'winners.show',
        targetType: 'big_win',
        targetId: id,
        before: { hiddenAt: before.hiddenAt },
        after: { hiddenAt: after.hiddenAt },
      });
      return after;
    });
    // Open /winners pages re-read, once the change is visible to them.
    await winners.announce();
    return after;
  }
}
