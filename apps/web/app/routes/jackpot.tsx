import { Link } from 'react-router';
import { getJackpots, getJackpotWinners } from '../api/jackpots.js';
import { notFound } from '../errors/not-found.js';
import { JackpotProgress } from '../features/jackpots/jackpot-progress.js';
import { useJackpotSignals } from '../features/jackpots/use-jackpot-signals.js';
import { WinnersList } from '../features/jackpots/winners-list.js';
import { useI18n } from '../i18n/hooks.js';
import { localeFromPath, localizePath } from '../i18n/locale.js';
import { PATHS } from '../routing/paths.js';
import { metaMessages, pageMeta } from '../seo/page-meta.js';
import { formatMoney } from '../ui/money.js';
import { PageHeader } from '../ui/page-header.js';
import type { Route } from './+types/jackpot';
import '../features/jackpots/jackpots.css';

// /jackpots/{id}: one jackpot's pool, rules in plain words, eligible games, recent winners and the
// provably-fair commitment with how to check it. An unknown or paused id is the 404 page.

const ID = /^[1-9]\d{0,11}$/;
const WINNERS_SHOWN = 10;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!ID.test(params.id)) throw notFound(request.url);
  const locale = localeFromPath(new URL(request.url).pathname);
  const options = { request, origin: context.apiOrigin, fetch: context.apiFetch, locale };
  const id = Number(params.id);
  const [list, winners] = await Promise.all([
    getJackpots({ ids: [id], count: 1 }, options),
    getJackpotWinners({ jackpotId: id, count: WINNERS_SHOWN }, options).catch(() => null),
  ]);
  const jackpot = list.items[0];
  if (!jackpot) throw notFound(request.url);
  return { jackpot, winners: winners?.items ?? [] };
}

export function meta(args: Route.MetaArgs) {
  const page = metaMessages(args).pages.jackpot;
  const name = args.loaderData?.jackpot.name ?? '';
  return pageMeta(args, {
    title: name,
    description: args.loaderData?.jackpot.description ?? page.description,
  });
}

export default function Jackpot({ loaderData }: Route.ComponentProps) {
  const { t, format, locale } = useI18n();
  const page = t.pages.jackpot;
  const { jackpot, winners } = loaderData;
  useJackpotSignals();
  const money = (amount: number) => formatMoney(amount, jackpot.currency, locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    jackpot.contribution_percent / 100,
  );
  return (
    <div className="page">
      <PageHeader
        title={jackpot.name}
        description={jackpot.description}
        breadcrumb={[{ label: t.pages.jackpots.title, to: PATHS.jackpots }, { label: jackpot.name }]}
      />
      <section className="jackpot-hero" aria-labelledby="jackpot-amount-label">
        <p id="jackpot-amount-label" className="jackpot-muted">
          {page.amountLabel}
        </p>
        <p className="jackpot-amount jackpot-amount-large" data-testid="jackpot-amount">
          {money(jackpot.amount)}
        </p>
        <p className="jackpot-ceiling">
          {format(t.pages.jackpots.mustDropBefore, { amount: money(jackpot.drop_before) })}
        </p>
        <JackpotProgress jackpot={jackpot} />
      </section>
      <section className="jackpot-section" aria-labelledby="jackpot-rules-title">
        <h2 id="jackpot-rules-title">{page.rules}</h2>
        <ul className="jackpot-rules">
          <li>{format(page.ruleContribution, { percent })}</li>
          <li>{format(page.ruleDrop, { min: money(jackpot.drop_from), max: money(jackpot.drop_before) })}</li>
          <li>{page.ruleSeed}</li>
        </ul>
      </section>
      <section className="jackpot-section" aria-labelledby="jackpot-games-title">
        <h2 id="jackpot-games-title">{page.games}</h2>
        {jackpot.all_house_games ? <p>{page.allHouseGames}</p> : null}
        <ul className="jackpot-games">
          {jackpot.games.map((game) => (
            <li key={game.sysname}>
              <Link to={localizePath(PATHS.game(game.sysname), locale)}>{game.name}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="jackpot-section" aria-labelledby="jackpot-winners-title">
        <h2 id="jackpot-winners-title">{t.pages.jackpots.recentWinners}</h2>
        <WinnersList winners={winners} showDraw />
      </section>
      <section className="jackpot-section" aria-labelledby="jackpot-fair-title">
        <h2 id="jackpot-fair-title">{page.fairness}</h2>
        <p>{page.fairnessText}</p>
        <p>
          <span className="jackpot-muted">{format(page.round, { cycle: jackpot.cycle })} · </span>
          <code className="jackpot-draw" data-testid="jackpot-commitment">
            {jackpot.commitment}
          </code>
        </p>
        <p>{page.verifyHow}</p>
      </section>
    </div>
  );
}
