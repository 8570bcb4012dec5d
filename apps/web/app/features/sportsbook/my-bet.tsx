import { formatAmount, type SportsBet, type SportsCashOutQuote } from '@jeton/domain';
import { formatDateTime } from '../../i18n/dates.js';
import { useI18n } from '../../i18n/hooks.js';
import { formatMoney } from '../../ui/money.js';
import { CashOutButton } from './cash-out-button.js';

/** One bet in My bets: its selection (a multiple's legs), stake, odds, return or payout, and cash-out offer. */
export function MyBet({
  bet,
  quote,
  onQuote,
  onCashedOut,
}: {
  bet: SportsBet;
  quote: SportsCashOutQuote | undefined;
  onQuote: (amount: number | null) => void;
  onCashedOut: (closed: SportsBet) => void;
}) {
  const { t, locale, format } = useI18n();
  const texts = t.pages.betting.myBets;
  return (
    <li className={`my-bet is-${bet.status}`}>
      <p className="my-bet-head">
        <strong>{bet.kind === 'multiple' ? bet.market : bet.selection}</strong>
        <span className="my-bet-status">{texts.status[bet.status]}</span>
      </p>
      {bet.kind === 'multiple' ? (
        <BetLegs bet={bet} />
      ) : (
        <p className="sports-muted">
          {bet.market} · {bet.event}
        </p>
      )}
      <BetFigures bet={bet} />
      {bet.status === 'open' && quote ? (
        <div className="my-bet-cash-out">
          <CashOutButton bet={bet} quote={quote} onQuote={onQuote} onCashedOut={onCashedOut} />
        </div>
      ) : null}
      <p className="sports-muted">
        {format(texts.placedAt, { date: formatDateTime(bet.placed_at, locale) })}
      </p>
    </li>
  );
}

/** A multiple's legs, each with its price and result. */
function BetLegs({ bet }: { bet: SportsBet }) {
  const { t, locale } = useI18n();
  const texts = t.pages.betting.myBets;
  return (
    <ol className="my-bet-legs" aria-label={texts.legs}>
      {bet.legs.map((leg) => (
        <li key={leg.event_id} className={`my-bet-leg is-${leg.result}`}>
          <span>
            <strong>{leg.selection}</strong> {formatAmount(leg.odds, locale, 2)}
            <br />
            <span className="sports-muted">
              {leg.market} · {leg.event}
            </span>
          </span>
          <span className="my-bet-leg-result">{texts.legResult[leg.result]}</span>
        </li>
      ))}
    </ol>
  );
}

/** Stake, odds, and the potential return, the cash-out amount or the payout. */
function BetFigures({ bet }: { bet: SportsBet }) {
  const { t, locale } = useI18n();
  const texts = t.pages.betting.myBets;
  const last =
    bet.status === 'open'
      ? texts.potentialReturn
      : bet.status === 'cashed_out'
        ? texts.cashedOutFor
        : texts.payout;
  return (
    <dl className="my-bet-figures">
      <div>
        <dt>{texts.stake}</dt>
        <dd>{formatMoney(bet.stake, bet.currency, locale)}</dd>
      </div>
      <div>
        <dt>{texts.odds}</dt>
        <dd>{formatAmount(bet.odds, locale, 2)}</dd>
      </div>
      <div>
        <dt>{last}</dt>
        <dd>
          {formatMoney(bet.status === 'open' ? bet.potential_return : bet.payout, bet.currency, locale)}
        </dd>
      </div>
    </dl>
  );
}
