import type { Executor } from '@jeton/db';
import {
  type CashOutSettings,
  cashOutSettingsSchema,
  DEFAULT_CASH_OUT_SETTINGS,
} from '@jeton/domain/backoffice';
import type { SettingsService } from '../../settings/settings-service.js';

/** The site setting that holds the operator's cash-out switch and margin (decision 0074). */
export const CASH_OUT_SETTINGS_KEY = 'sportsbook_cash_out';

/** The stored settings, or the defaults when none were saved or the stored ones no longer parse. */
export function cashOutSettingsOf(stored: unknown): CashOutSettings {
  const parsed = cashOutSettingsSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_CASH_OUT_SETTINGS;
}

/** Reads and saves the cash-out settings through the site settings (as the cashback rule is kept). */
export class CashOutSettingsStore {
  constructor(private readonly settings: SettingsService) {}

  async current(executor?: Executor): Promise<CashOutSettings> {
    return cashOutSettingsOf(
      executor
        ? await this.settings.readLocked(executor, CASH_OUT_SETTINGS_KEY)
        : await this.settings.read(CASH_OUT_SETTINGS_KEY),
    );
  }

  /**
   * The settings as stored now, read in a cash-out's transaction without a lock (cash-outs must not
   * queue on the settings row) and without the cache, so a switch turned off holds at once.
   */
  async inTransaction(executor: Executor): Promise<CashOutSettings> {
    return cashOutSettingsOf(await this.settings.readFresh(executor, CASH_OUT_SETTINGS_KEY));
  }

  /** Saves the settings, in force for the next quote; answers the ones before (for the audit). */
  async save(tx: Executor, next: CashOutSettings): Promise<CashOutSettings> {
    const before = await this.current(tx);
    await this.settings.write(CASH_OUT_SETTINGS_KEY, next, tx);
    return before;
  }
}
