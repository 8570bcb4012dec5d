import type { Database } from '@jeton/db';
import type { LocaleCode } from '@jeton/domain';
import type { BigWinRule, winnersListInput } from '@jeton/domain/backoffice';
import type { z } from 'zod';
import type { WinnersService } from '../winners/winners-service.js';
import type { AuditLog } from './audit-log.js';
import type { Actor } from './player-actions.js';

export interface WinnersAdminDeps {
  db: Database;
  winners: WinnersService;
  audit: AuditLog;
}

/**
 * The operators' side of /winners: the recorded big wins and the rule that picks them, changed
 * through the winners module in one transaction with the audit entry.
 */
export class WinnersAdmin {
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
