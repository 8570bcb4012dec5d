import type { Database, Executor } from '@jeton/db';
import { CURRENCY_CODES, DEFAULT_CURRENCY, type GeneralInfo, LOCALES } from '@jeton/domain';
import { settingsStore } from './settings-store.js';

/** What the operator can change without a release; seeded with these defaults. */
export const DEFAULT_GENERAL_INFO: GeneralInfo = {
  analytic: {},
  available_currencies: [...CURRENCY_CODES],
  available_locales: [...LOCALES],
  default_currency: DEFAULT_CURRENCY,
  is_seon_enabled: false,
  domain_state: 'active',
  domain_type: 'main',
  time_to_force_logout: 1800,
  is_bonus_isolation_enabled: false,
  is_game_history_export_enabled: true,
  user_inactivity_cashier_time: 600,
  user_inactivity_pp_time: 600,
  sandbox_providers: [],
  allowed_redirect_hosts: [],
  sign_in_providers: [],
  telegram_mini_app: false,
};

/** General info that the server's configuration sets, never an operator. */
type ConfiguredKey =
  | 'sandbox_providers'
  | 'allowed_redirect_hosts'
  | 'sign_in_providers'
  | 'telegram_mini_app';

/** Settings change rarely and are read on many calls: keep them a few seconds in memory. */
const CACHE_MS = 5_000;

export class SettingsService {
  private cache = new Map<string, { value: unknown; until: number }>();

  /** What comes from the server's configuration: stored settings never override it. */
  constructor(
    private readonly db: Database,
    private readonly configured: Pick<GeneralInfo, ConfiguredKey> = {
      sandbox_providers: [],
      allowed_redirect_hosts: [],
      sign_in_providers: [],
      telegram_mini_app: false,
    },
  ) {}

  async generalInfo(): Promise<GeneralInfo> {
    return this.withConfiguration({
      ...DEFAULT_GENERAL_INFO,
      ...(await this.read<Partial<GeneralInfo>>('general_info')),
    });
  }

  private withConfiguration(info: GeneralInfo): GeneralInfo {
    return {
      ...info,
      sandbox_providers: [...this.configured.sandbox_providers],
      allowed_redirect_hosts: [...this.configured.allowed_redirect_hosts],
      sign_in_providers: this.configured.sign_in_providers.map((p) => ({ ...p })),
      telegram_mini_app: this.configured.telegram_mini_app,
    };
  }

  /**
   * The operator's change: the patch goes over the stored overrides, `check` sees the result with
   * the defaults and may refuse it. Answers the general info now in force.
   */
  async changeGeneralInfo(
    patch: Partial<GeneralInfo>,
    check: (info: GeneralInfo) => void = () => {},
    executor: Executor = this.db,
  ): Promise<GeneralInfo> {
    const stored =
      executor === this.db
        ? await this.read<Partial<GeneralInfo>>('general_info')
        : await this.readLocked<Partial<GeneralInfo>>(executor, 'general_info');
    const overrides = { ...stored, ...patch };
    const next = this.withConfiguration({ ...DEFAULT_GENERAL_INFO, ...overrides });
    check(next);
    await this.write('general_info', overrides, executor);
    return next;
  }

  /** The general info as stored now (not cached), its row locked for the rest of the transaction. */
  async lockedGeneralInfo(executor: Executor): Promise<GeneralInfo> {
    return this.withConfiguration({
      ...DEFAULT_GENERAL_INFO,
      ...(await this.readLocked<Partial<GeneralInfo>>(executor, 'general_info')),
    });
  }

  /** A setting as stored now (not cached), its row locked for the rest of the transaction. */
  async readLocked<T>(executor: Executor, key: string): Promise<T | undefined> {
    return settingsStore.value<T>(executor, key, true);
  }

  /** A setting as stored now, in the caller's transaction, without the cache and without a lock. */
  async readFresh<T>(executor: Executor, key: string): Promise<T | undefined> {
    return settingsStore.value<T>(executor, key);
  }

  /** Back to the defaults: the operator's overrides are dropped. */
  async resetGeneralInfo(): Promise<GeneralInfo> {
    await this.write('general_info', {});
    return this.generalInfo();
  }

  /** Drops a setting's cached value (after a transaction that wrote it has committed). */
  forget(key: string): void {
    this.cache.delete(key);
  }

  async read<T>(key: string): Promise<T | undefined> {
    const cached = this.cache.get(key);
    if (cached && cached.until > Date.now()) return cached.value as T | undefined;
    const value = await settingsStore.value<T>(this.db, key);
    this.cache.set(key, { value, until: Date.now() + CACHE_MS });
    return value;
  }

  /** Stores a setting; pass the transaction of a change it belongs to (an audit entry, say). */
  async write(key: string, value: unknown, executor: Executor = this.db): Promise<void> {
    await settingsStore.put(executor, key, value);
    this.cache.delete(key);
  }

  /** Stores a setting only if none is stored: a seed's, which leaves the operator's value alone. */
  async writeUnlessPresent(key: string, value: unknown): Promise<void> {
    await settingsStore.putUnlessPresent(this.db, key, value);
    this.cache.delete(key);
  }
}
