import { type BetItem, type CasinoRoundItem, formatAmount, type SportsBetItem } from '@jeton/domain';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/hooks.js';
import { fairnessHref } from '../../studio/shell/fairness-link.js';
import { DateTime, useMoney } from '../cashier/cashier-format.js';

/** The fairness page filled in with the round: its seeds, bet and actions (the server seed once revealed). */
function roundHref(item: CasinoRoundItem, locale: Parameters<typeof fairnessHref>[0]): string {
  return fairnessHref(locale, {
    kind: item.replay.kind,
    serverSeed: item.seed.server_seed ?? undefined,
    commitment: item.seed.commitment,
    clientSeed: item.seed.client_seed,
    nonce: item.seed.nonce,
    bet: JSON.stringify(item.replay.bet),
    actions: item.replay.actions.length > 0 ? JSON.stringify(item.replay.actions) : undefined,
  });
}

/** Bets as rows: game or event, time, stake, win, balance after and the round; cards on phones (cashier.css). */
export function BetsTable({ items }: { items: readonly BetItem[] }) {
  const { t } = useI18n();
  const texts = t.records.bets;
  return (
    <table className="payment-table bets-table">
      <caption className="visually-hidden">{texts.table}</caption>
      <thead>
        <tr>
          <th scope="col">{texts.game}</th>
          <th scope="col">{texts.time}</th>
          <th scope="col">{texts.stake}</th>
          <th scope="col">{texts.win}</th>
          <th scope="col">{texts.balanceAfter}</th>
          <th scope="col">{texts.round}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) =>
          item.product === 'casino' ? (
            <CasinoRow key={`casino-${item.id}`} item={item} />
          ) : (
            <SportsRow key={`sports-${item.id}`} item={item} />
          ),
        )}
      </tbody>
    </table>
  );
}

function CasinoRow({ item }: { item: CasinoRoundItem }) {
  const { t, locale, format } = useI18n();
  const texts = t.records.bets;
  return (
    <tr data-testid="bet-row" data-product="casino">
      <td className="bets-game">
        <span>{item.game.name}</span>
        {item.mode === 'demo' && <span className="status-badge">{texts.demo}</span>}
        {item.free_spin && <span className="status-badge">{texts.freeSpin}</span>}
        {item.status === 'open' && <span className="status-badge status-pending">{texts.open}</span>}
      </td>
      <MoneyCells item={item} balanceAfter={item.balance_after} />
      <td data-label={texts.round}>
        <Link
          to={roundHref(item, locale)}
          className="cashier-inline-link"
          aria-label={format(texts.check, { id: item.id })}
        >
          #{item.id}
        </Link>
      </td>
    </tr>
  );
}

/** A sports bet: its event and selection (a multiple's legs with their results), its status, no balance. */
function SportsRow({ item }: { item: SportsBetItem }) {
  const { t, locale, format } = useI18n();
  const texts = t.records.bets;
  const { bet } = item;
  const odds = (value: number) => format(texts.atOdds, { odds: formatAmount(value, locale, 2) });
  return (
    <tr data-testid="bet-row" data-product="sports">
      <td className="bets-game bets-sports">
        <span>{bet.kind === 'multiple' ? format(texts.multiple, { legs: bet.legs.length }) : bet.event}</span>
        {item.free_bet && <span className="status-badge">{texts.freeBet}</span>}
        <span className={`status-badge${item.status === 'open' ? ' status-pending' : ''}`}>
          {texts.betStatus[item.status]}
        </span>
        {bet.kind === 'multiple' ? (
          <ol className="bets-legs" aria-label={texts.legs}>
            {bet.legs.map((leg) => (
              <li key={`${leg.event_id}-${leg.selection}`}>
                {leg.event} · {format(texts.selectionOf, { market: leg.market })}{' '}
                <strong>{leg.selection}</strong> {odds(leg.odds)} · {texts.legResult[leg.result]}
              </li>
            ))}
          </ol>
        ) : (
          <span className="bets-selection">
            {format(texts.selectionOf, { market: bet.market })} <strong>{bet.selection}</strong>{' '}
            {odds(bet.odds)}
          </span>
        )}
      </td>
      <MoneyCells item={item} balanceAfter={null} />
      <td data-label={texts.round}>
        <span aria-hidden="true">#{item.id}</span>
        <span className="visually-hidden">{format(texts.sportsBet, { id: item.id })}</span>
      </td>
    </tr>
  );
}

/** Time, stake, win and the balance after (a sports bet has none of its own: a dash, named). */
function MoneyCells({ item, balanceAfter }: { item: BetItem; balanceAfter: BetItem['stake'] | null }) {
  const { t } = useI18n();
  const money = useMoney();
  const texts = t.records.bets;
  return (
    <>
      <td data-label={texts.time}>
        <DateTime value={item.created_at} />
      </td>
      <td data-label={texts.stake} className="amount">
        {money(item.stake.amount, item.stake.currency)}
      </td>
      <td data-label={texts.win} className={item.win.amount > 0 ? 'amount bets-won' : 'amount'}>
        {money(item.win.amount, item.win.currency)}
      </td>
      <td data-label={texts.balanceAfter} className="amount">
        {balanceAfter ? (
          money(balanceAfter.amount, balanceAfter.currency)
        ) : (
          <>
            <span aria-hidden="true" title={texts.noBalance}>
              —
            </span>
            <span className="visually-hidden">{texts.noBalance}</span>
          </>
        )}
      </td>
    </>
  );
}
