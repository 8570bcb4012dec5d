import { type BigWinAdmin, WINNERS_FILTERS } from '@jeton/domain/backoffice';
import { useState } from 'react';
import {
  type ClientLoaderFunctionArgs,
  Form,
  Link,
  useLoaderData,
  useNavigation,
  useRevalidator,
  useSearchParams,
} from 'react-router';
import { boCall } from '../../api/client.js';
import { loadWithSession } from '../../api/loader-guard.js';
import { describeFailure } from '../../api/use-failure-handler.js';
import { formatDateTime, formatMinor } from '../../i18n/format.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { type Column, DataTable } from '../../ui/data-table.js';
import { UrlPager } from '../../ui/pager.js';
import { RouteErrorView } from '../../ui/states.js';
import { useToast } from '../../ui/toast.js';
import { LIST_TABLE, readPage } from '../money/list-params.js';
import { BigWinRuleForm } from './big-win-rule-form.js';

// The big wins of the site's /winners page: the rule that picks them, and every recorded win, which
// an operator takes off the public list (a staff account's test, a player who asked) or puts back.

type Filter = (typeof WINNERS_FILTERS)[number];

function queryOf(params: URLSearchParams) {
  const filter = params.get('filter');
  return {
    ...readPage(params),
    filter: WINNERS_FILTERS.includes(filter as Filter) ? (filter as Filter) : 'all',
  };
}

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return loadWithSession(request, () => boCall('winners/list', queryOf(new URL(request.url).searchParams)));
}

export default function WinnersRoute() {
  const { t, locale } = useI18n();
  const answer = useLoaderData<typeof clientLoader>();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const { page, perPage, filter } = queryOf(params);
  const w = t.winners;
  const columns: Column<BigWinAdmin>[] = [
    { key: 'won', header: w.columns.won, render: (win) => formatDateTime(win.wonAt, locale) },
    {
      key: 'player',
      header: w.columns.player,
      render: (win) => (
        <>
          <Link to={`/players/${win.playerId}`}>{win.login}</Link>
          <br />
          <span className="muted">{t.winners.shownAs.replace('{name}', win.shownAs)}</span>
        </>
      ),
    },
    { key: 'game', header: w.columns.game, render: (win) => win.gameName },
    {
      key: 'amount',
      header: w.columns.amount,
      render: (win) => formatMinor(win.amountMinor, win.currency, locale),
    },
    {
      key: 'stake',
      header: w.columns.stake,
      render: (win) =>
        win.multiplier === null
          ? w.freeSpins
          : `${formatMinor(win.stakeMinor, win.currency, locale)} · ${win.multiplier.toLocaleString(locale)}×`,
    },
    {
      key: 'state',
      header: w.columns.state,
      render: (win) => (
        <span className={`badge badge-${win.hiddenAt ? 'pending' : 'active'}`}>
          {win.hiddenAt ? w.states.hidden : w.states.shown}
        </span>
      ),
    },
    { key: 'action', header: w.columns.action, render: (win) => <VisibilityButton win={win} /> },
  ];
  return (
    <section className="page">
      <div className="page-head">
        <h1>{w.title}</h1>
      </div>
      <p className="muted">{w.intro}</p>
      <BigWinRuleForm key={JSON.stringify(answer.rule)} rule={answer.rule} />
      <Form method="get" className="filters">
        <div className="field">
          <label htmlFor="winners-filter">{w.filter}</label>
          <select id="winners-filter" name="filter" defaultValue={filter}>
            {WINNERS_FILTERS.map((value) => (
              <option key={value} value={value}>
                {w.filters[value]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button-primary">
          {w.apply}
        </button>
      </Form>
      <DataTable
        caption={w.title}
        rows={answer.items}
        rowKey={(win) => win.id}
        columns={columns}
        busy={navigation.state === 'loading'}
        emptyText={w.none}
        testId="winners-list"
      />
      <UrlPager
        state={{ page, perPage, sort: LIST_TABLE.sort, order: LIST_TABLE.order }}
        defaults={LIST_TABLE}
        answer={answer}
      />
    </section>
  );
}

/** Hides a win from /winners or shows it again; the list is re-read after. */
function VisibilityButton({ win }: { win: BigWinAdmin }) {
  const { t } = useI18n();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const hide = win.hiddenAt === null;
  return (
    <button
      type="button"
      className="button button-secondary"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await boCall('winners/setHidden', { id: win.id, hidden: hide });
          toast(hide ? t.winners.hiddenToast : t.winners.shownToast);
          await revalidator.revalidate();
        } catch (error) {
          toast(describeFailure(error, t), 'error');
        } finally {
          setBusy(false);
        }
      }}
    >
      {hide ? t.winners.hide : t.winners.show}
    </button>
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}
