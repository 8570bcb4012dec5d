import type { Executor } from '@jeton/db';
import { type CashbackRule, cashbackRuleSchema, DEFAULT_CASHBACK_RULE } from '@jeton/domain/backoffice';
import type { SettingsService } from '../settings/settings-service.js';

/** The site setting that holds the operator's cashback rule. */
export const CASHBACK_RULE_KEY = 'cashback_rule';

/** The stored rule, or the default when none was saved or the stored one no longer parses. */
export function ruleOf(stored: unknown): CashbackRule {
  const parsed = cashbackRuleSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_CASHBACK_RULE;
}

/** Reads and saves the rule through the site settings (as the big-win rule is kept). */
export class CashbackRules {
  constructor(private readonly settings: SettingsService) {}

  async current(executor?: Executor): Promise<CashbackRule> {
    return ruleOf(
      executor
        ? await this.settings.readLocked(executor, CASHBACK_RULE_KEY)
        : await this.settings.read(CASHBACK_RULE_KEY),
    );
  }

  /** Saves the rule for the periods computed from now on; answers the one before (for the audit). */
  async save(tx: Executor, rule: CashbackRule): Promise<CashbackRule> {
    const before = await this.current(tx);
    await this.settings.write(CASHBACK_RULE_KEY, rule, tx);
    return before;
  }
}
