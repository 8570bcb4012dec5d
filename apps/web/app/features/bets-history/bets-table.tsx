import type { BetItem } from '@jeton/domain';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/hooks.js';
import { fairnessHref } from '../../studio/shell/fairness-link.js';
import { DateTime, useMoney } from '../cashier/cashier-format.js';

/** The fairness page filled in with the round: its seeds, bet and actions (the server seed once revealed). */
function roundHref(item: BetItem, locale: Parameters<typeof fairnessHref>[0]): string {
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

/** Bets as rows: game, time, stake, win, balance after and the fairness link; cards on phones (cashier.css). */
export function BetsTable({ items }: { items: readonly BetItem[] }) {
  const { t, locale, format } = useI18n();
  const money = useMoney();
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
        {items.map((item) => (
          <tr key={item.id} data-testid="bet-row">
            <td className="bets-game">
              <span>{item.game.name}</span>
              {item.mode === 'demo' && <span className="status-badge">{texts.demo}</span>}
              {item.free_spin && <span className="status-badge">{texts.freeSpin}</span>}
              {item.status === 'open' && <span className="status-badge status-pending">{texts.open}</span>}
            </td>
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
              {money(item.balance_after.amount, item.balance_after.currency)}
            </td>
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
        ))}
      </tbody>
    </table>
  );
}
