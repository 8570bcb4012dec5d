import type { Database } from '@jeton/db';
import type { CashOutSettings } from '@jeton/domain/backoffice';
import type { Clock } from '../../clock.js';
import type { SportsbookAdmin } from '../sportsbook/admin/sportsbook-admin.js';
import type { CashOutSettingsStore } from '../sportsbook/betting/cash-out-settings.js';
import type { BetSettler } from '../sportsbook/settlement/bet-settlement.js';
import type { AuditLog } from './audit-log.js';
import { auditedChange } from './audited-change.js';
import type { Actor } from './player-actions.js';

/**
 * What a trader with `sportsbook.trade` changes: a market suspended or reopened, a market settled
 * with its result, an event voided; each through the sportsbook module in one transaction with its
 * audit entry. A result's bets are then settled at once by the settler (the job would within a
 * minute; the settler is safe to run alongside it). The cash-out switch and margin (decision 0074)
 * are saved with their audit entry too.
 */
export class SportsbookActions {
  constructor(
    private readonly deps: {
      db: Database;
      clock: Clock;
      admin: SportsbookAdmin;
      settler: BetSettler;
      cashOutSettings: CashOutSettingsStore;
      audit: AuditLog;
    },
  ) {}

  events(status: 'open' | 'all') {
    return this.deps.admin.events(status).then((items) => ({ items }));
  }

  bets(marketId: number | undefined) {
    return this.deps.admin.bets(marketId).then((items) => ({ items }));
  }

  setMarketStatus(actor: Actor, marketId: number, status: 'open' | 'suspended') {
    return auditedChange(
      this.deps,
      {
        actor,
        action: status === 'open' ? 'sportsbook.market_reopen' : 'sportsbook.market_suspend',
        targetType: 'sports_market',
      },
      (tx) => this.deps.admin.setMarketStatus(tx, marketId, status),
    );
  }

  async settleMarket(actor: Actor, marketId: number, winningSelectionId: number) {
    const market = await auditedChange(
      this.deps,
      { actor, action: 'sportsbook.market_settle', targetType: 'sports_market' },
      (tx, now) => this.deps.admin.settleMarket(tx, marketId, winningSelectionId, now),
    );
    await this.deps.settler.settleDue();
    return market;
  }

  async voidEvent(actor: Actor, eventId: number) {
    const event = await auditedChange(
      this.deps,
      { actor, action: 'sportsbook.event_void', targetType: 'sports_event' },
      (tx, now) => this.deps.admin.voidEvent(tx, eventId, now),
    );
    await this.deps.settler.settleDue();
    return event;
  }

  cashOutSettings(): Promise<CashOutSettings> {
    return this.deps.cashOutSettings.current();
  }

  /** Saves the cash-out switch and margin; the next offer follows them. */
  async saveCashOut(actor: Actor, next: CashOutSettings): Promise<CashOutSettings> {
    const { db, cashOutSettings, audit } = this.deps;
    return db.transaction(async (tx) => {
      const before = await cashOutSettings.save(tx, next);
      await audit.record(tx, {
        ...actor,
        action: 'sportsbook.cash_out_settings',
        targetType: 'sportsbook_settings',
        targetId: 'cash_out',
        before,
        after: next,
      });
      return next;
    });
  }
}
