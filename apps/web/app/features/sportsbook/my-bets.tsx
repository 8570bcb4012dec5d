import type { SportsBet, SportsCashOutQuote } from '@jeton/domain';
import { useCallback, useEffect, useState } from 'react';
import { getCashOutQuotes, getMyBets } from '../../api/sportsbook.js';
import { useI18n } from '../../i18n/hooks.js';
import { EmptyState } from '../../ui/empty-state.js';
import { MyBet } from './my-bet.js';

const PAGE = 20;
type Filter = 'open' | 'settled';

/**
 * "My bets": the player's open and settled bets with their outcome, newest first, paged; a
 * multiple lists each leg with its price and result. An open bet with a cash-out offer (decision
 * 0074) shows it; the offers are read again when the sportsbook's prices change (`pricesKey`).
 */
export default function MyBets({ refreshKey, pricesKey }: { refreshKey: number; pricesKey: number }) {
  const { t, locale } = useI18n();
  const texts = t.pages.betting.myBets;
  const [filter, setFilter] = useState<Filter>('open');
  const [bets, setBets] = useState<SportsBet[] | null>(null);
  const [total, setTotal] = useState(0);
  const [failed, setFailed] = useState(false);
  const [quotes, setQuotes] = useState<Map<number, SportsCashOutQuote>>(new Map());

  const load = useCallback(
    async (offset: number) => {
      try {
        setFailed(false);
        const page = await getMyBets({ status: filter, offset, count: PAGE }, { locale });
        setBets((shown) => (offset === 0 ? page.items : [...(shown ?? []), ...page.items]));
        setTotal(page.total);
      } catch {
        setFailed(true);
      }
    },
    [filter, locale],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again after a bet or a settlement
  useEffect(() => {
    setBets(null);
    void load(0);
  }, [load, refreshKey]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: read again when prices or bets change
  useEffect(() => {
    if (filter !== 'open') return;
    let current = true;
    getCashOutQuotes({ locale }).then(
      (answer) => {
        if (current) setQuotes(new Map(answer.items.map((quote) => [quote.bet_id, quote])));
      },
      () => {
        // No offers shown this time; the next price change reads them again.
      },
    );
    return () => {
      current = false;
    };
  }, [filter, locale, refreshKey, pricesKey]);

  const setQuote = (bet: SportsBet, amount: number | null) =>
    setQuotes((shown) => {
      const next = new Map(shown);
      if (amount === null) next.delete(bet.id);
      else next.set(bet.id, { bet_id: bet.id, amount, currency: bet.currency });
      return next;
    });
  const cashedOut = (closed: SportsBet) => {
    setBets((shown) => shown?.map((bet) => (bet.id === closed.id ? closed : bet)) ?? null);
    setQuote(closed, null);
  };

  return (
    <section className="my-bets" aria-labelledby="my-bets-title">
      <h2 id="my-bets-title">{texts.title}</h2>
      <fieldset className="sports-filter">
        <legend className="visually-hidden">{texts.title}</legend>
        {(['open', 'settled'] as const).map((value) => (
          <button
            key={value}
            type="button"
            className="sports-chip"
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
          >
            {texts[value]}
          </button>
        ))}
      </fieldset>
      {failed ? (
        <p role="alert">{texts.loadError}</p>
      ) : bets === null ? (
        <p className="sports-muted">…</p>
      ) : bets.length === 0 ? (
        <EmptyState text={texts.empty} icon="betting" />
      ) : (
        <ul className="my-bets-list">
          {bets.map((bet) => (
            <MyBet
              key={bet.id}
              bet={bet}
              quote={quotes.get(bet.id)}
              onQuote={(amount) => setQuote(bet, amount)}
              onCashedOut={cashedOut}
            />
          ))}
        </ul>
      )}
      {bets && bets.length < total ? (
        <button type="button" className="button button-secondary" onClick={() => void load(bets.length)}>
          {texts.more}
        </button>
      ) : null}
    </section>
  );
}
