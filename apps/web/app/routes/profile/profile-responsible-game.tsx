import { isLoggedIn } from '@jeton/domain';
import { getDepositLimit } from '../../api/cashier.js';
import { getResponsibleGaming } from '../../api/responsible-gaming.js';
import { initialDataContext } from '../../context.js';
import { DepositLimitForm } from '../../features/cashier/deposit-limit-form.js';
import { serverCallOptions, settle } from '../../features/cashier/server-calls.js';
import { ResponsibleGamingTools } from '../../features/responsible-gaming/responsible-gaming-tools.js';
import { useI18n } from '../../i18n/hooks.js';
import { metaMessages, pageMeta } from '../../seo/page-meta.js';
import type { Route } from './+types/profile-responsible-game';

export function meta(args: Route.MetaArgs) {
  const t = metaMessages(args);
  return pageMeta(args, {
    title: t.pages.profile.tabs.responsibleGame,
    description: t.pages.profile.description,
  });
}

export async function loader(args: Route.LoaderArgs) {
  const account = args.context.get(initialDataContext)?.account ?? null;
  const options = serverCallOptions(args);
  const [limit, tools] = await Promise.all([
    settle(getDepositLimit(options)),
    settle(getResponsibleGaming(options)),
  ]);
  return {
    limit,
    tools,
    currency: account && isLoggedIn(account) ? account.balance_main.currency : 'EUR',
  };
}

/** The profile's responsible-gaming tab: the deposit limit, play limits, reality check, breaks. */
export default function ProfileResponsibleGame({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="tab-heading" className="rg-tools">
      <h2 id="tab-heading" className="section-heading">
        {t.pages.profile.tabs.responsibleGame}
      </h2>
      <DepositLimitForm limit={loaderData.limit} currency={loaderData.currency} />
      <ResponsibleGamingTools loaded={loaderData.tools} />
    </section>
  );
}
