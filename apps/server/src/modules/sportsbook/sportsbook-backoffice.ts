import type { Database } from '@jeton/db';
import type { BackofficeMethodName, CashOutSettings } from '@jeton/domain/backoffice';
import { declared } from '../../api/declared-errors.js';
import type { Clock } from '../../clock.js';
import { auditedChange } from '../../wiring/audited-change.js';
import type {
  BackofficeActor as Actor,
  BackofficeContribution,
  BackofficeKit,
} from '../../wiring/backoffice-methods.js';
import type { SportsbookAdmin } from './admin/sportsbook-admin.js';
import type { CashOutSettingsStore } from './betting/cash-out-settings.js';
import type { BetSettler } from './settlement/bet-settlement.js';
import { SPORTSBOOK_ERRORS } from './sportsbook-errors.js';

type SportsbookMethodName = Extract<BackofficeMethodName, `sportsbook/${string}`>;
type Deps = Pick<SportsbookActionsDeps, 'db' | 'clock' | 'cashOutSettings'> & {
  sportsbookAdmin: SportsbookAdmin;
  sportsbookSettler: BetSettler;
};

/** The traders' methods of the back office (decision 0093), given by the sportsbook's module.ts. */
export function sportsbookBackoffice(deps: Deps): BackofficeContribution<SportsbookMethodName> {
  return ({ audit }) => {
    const { sportsbookAdmin: admin, sportsbookSettler: settler, ...rest } = deps;
    const trading = new SportsbookActions({ ...rest, admin, settler, audit });
    return {
      'sportsbook/events': { errors: [], handle: ({ input }) => trading.events(input.status) },
      'sportsbook/bets': { errors: [], handle: ({ input }) => trading.bets(input.marketId) },
      'sportsbook/marketStatus': {
        errors: declared(SPORTSBOOK_ERRORS, 'NOT_FOUND'),
        handle: ({ input, actor }) => trading.setMarketStatus(actor, input.marketId, input.status),
      },
      'sportsbook/settleMarket': {
        errors: declared(SPORTSBOOK_ERRORS, 'NOT_FOUND', 'MARKET_SETTLED'),
        handle: ({ input, actor }) => trading.settleMarket(actor, input.marketId, input.winningSelectionId),
      },
      'sportsbook/voidEvent': {
        errors: declared(SPORTSBOOK_ERRORS, 'NOT_FOUND'),
        handle: ({ input, actor }) => trading.voidEvent(actor, input.eventId),
      },
      'sportsbook/cashOutSettings': { errors: [], handle: () => trading.cashOutSettings() },
      'sportsbook/saveCashOut': {
        errors: [],
        handle: ({ input, actor }) => trading.saveCashOut(actor, input),
      },
    };
  };
}

interface SportsbookActionsDeps {
  db: Database;
  clock: Clock;
  admin: SportsbookAdmin;
  settler: BetSettler;
  cashOutSettings: CashOutSettingsStore;
  audit: BackofficeKit['audit'];
}

/**
 * What a trader with `sportsbook.trade` changes: a market suspended or reopened, a market settled
 * with its result, an event voided; each through the sportsbook module in one transaction with its
 * audit entry. A result's bets are then settled at once by the settler (the job would within a
 * minute; the settler is safe to run alongside it). The cash-out switch and margin (decision 0074)
 * are saved with their audit entry too.
 */
class SportsbookActions {
  constructor(private readonly deps: SportsbookActionsDeps) {}

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
