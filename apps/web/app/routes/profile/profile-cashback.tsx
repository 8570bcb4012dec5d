import {
  type CashbackPage,
  type CashbackRuleInfo,
  getCashbackRule,
  getCashbacks,
} from '../../api/cashbacks.js';
import { CashbackActions } from '../../features/cashback/cashback-actions.js';
import { CashbackCard } from '../../features/cashback/cashback-card.js';
import { type Settled, serverCallOptions, settle } from '../../features/cashier/server-calls.js';
import { useI18n } from '../../i18n/hooks.js';
import { metaMessages, pageMeta } from '../../seo/page-meta.js';
import { EmptyState } from '../../ui/empty-state.js';
import { formatMoney } from '../../ui/money.js';
import type { Route } from './+types/profile-cashback';
import '../../features/bonuses/bonuses.css';

// Profile → cashback (decision 0064): the cashback to claim, the past ones, and the rule in plain
// words.

/** Cashbacks shown: the latest periods (the cashier's history tab pages through all of them). */
const CASHBACK_COUNT = 20;

export async function loader(args: Route.LoaderArgs) {
  const options = serverCallOptions(args);
  const [cashbacks, rule] = await Promise.all([
    settle(getCashbacks({ offset: 0, count: CASHBACK_COUNT, sort: 'end_date', order: 'desc' }, options)),
    settle(getCashbackRule(options)),
  ]);
  return { cashbacks, rule };
}

export function meta(args: Route.MetaArgs) {
  const t = metaMessages(args);
  return pageMeta(args, { title: t.pages.cashback.title, description: t.pages.profile.description });
}

export default function ProfileCashback({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="tab-heading">
      <h2 id="tab-heading" className="section-heading">
        {t.pages.cashback.title}
      </h2>
      <CashbackLists cashbacks={loaderData.cashbacks} />
      <RuleSection rule={loaderData.rule} />
    </section>
  );
}

function CashbackLists({ cashbacks }: { cashbacks: Settled<CashbackPage> }) {
  const { t } = useI18n();
  const texts = t.pages.cashback;
  if (!cashbacks.ok) return <EmptyState text={texts.loadError} icon="warning" />;
  const items = cashbacks.data.items;
  if (items.length === 0) return <EmptyState text={texts.empty} icon="gift" />;
  const current = items.filter((cashback) => cashback.status === 'active');
  const past = items.filter((cashback) => cashback.status !== 'active');
  return (
    <>
      {current.length > 0 ? (
        <section className="bonuses-section" aria-labelledby="cashback-current">
          <h3 id="cashback-current" className="section-heading">
            {texts.current}
          </h3>
          <ul className="bonus-list">
            {current.map((cashback) => (
              <CashbackCard key={cashback.id} cashback={cashback}>
                <CashbackActions cashback={cashback} />
              </CashbackCard>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="bonuses-section" aria-labelledby="cashback-history">
        <h3 id="cashback-history" className="section-heading">
          {texts.history}
        </h3>
        {past.length === 0 ? (
          <p>{texts.noHistory}</p>
        ) : (
          <ul className="bonus-list">
            {past.map((cashback) => (
              <CashbackCard key={cashback.id} cashback={cashback} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function RuleSection({ rule }: { rule: Settled<CashbackRuleInfo> }) {
  const { t, locale, format } = useI18n();
  const texts = t.pages.cashback;
  if (!rule.ok) return null;
  const { data } = rule;
  const money = (value: { amount: number; currency: string }) =>
    formatMoney(value.amount, value.currency, locale);
  return (
    <section className="bonuses-section" aria-labelledby="cashback-rule">
      <h3 id="cashback-rule" className="section-heading">
        {texts.ruleTitle}
      </h3>
      <p>
        {data.enabled
          ? format(texts.rule, {
              period: texts.periods[data.period],
              percent: data.percent,
              min: money(data.min_loss),
              max: money(data.max_amount),
              days: data.claim_days,
            })
          : texts.ruleOff}
      </p>
    </section>
  );
}
