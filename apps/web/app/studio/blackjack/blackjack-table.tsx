import {
  type BlackjackActionType,
  type BlackjackBet,
  type BlackjackHand,
  cardRank,
  cardSuit,
  handValue,
} from '@jeton/games';
import type { StudioRound } from '../api.js';
import { type StudioI18n, useStudioI18n } from '../shell/studio-locale.js';
import { formatMinor } from '../shell/studio-money.js';
import { PlayingCard } from './playing-card.js';

/** The round as the player may see it: the dealer's hole card is null until the round ends. */
export interface BlackjackView {
  dealer: (number | null)[];
  hands: BlackjackHand[];
  active: number;
  finished: boolean;
  multiplier: number | null;
  stakeUnits: number;
  allowedActions: BlackjackActionType[];
}

export type BlackjackRound = StudioRound<BlackjackBet, BlackjackView>;

interface BlackjackTableProps {
  view: BlackjackView | null;
  round: BlackjackRound | null;
  currency: string;
}

/** The felt: the dealer's seat, then the player's hand or hands with their totals and stakes. */
export function BlackjackTable({ view, round, currency }: BlackjackTableProps) {
  const i18n = useStudioI18n();
  const { t, locale, format } = i18n;
  const texts = t.blackjack;
  const dealerCards = view?.dealer ?? [];
  const dealerShown = dealerCards.filter((card): card is number => card !== null);
  const dealerTotal = dealerShown.length > 0 ? handValue(dealerShown) : null;
  return (
    <div className="bj-table">
      <p className="bj-rules" aria-hidden="true">
        {texts.feltRules}
      </p>
      <section className="bj-seat is-dealer" aria-label={texts.dealer}>
        <h2 className="bj-seat-title">
          {texts.dealer}
          {dealerTotal && <span className="bj-total">{totalText(dealerTotal, i18n)}</span>}
        </h2>
        <div className="bj-cards" data-testid="dealer-cards">
          {dealerCards.length === 0 && <div className="bj-card-slot" />}
          {dealerCards.map((card, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: cards are dealt in order and never move
            <PlayingCard key={index} card={card} index={index} label={cardName(card, i18n)} />
          ))}
        </div>
      </section>
      <div className="bj-hands">
        {(view?.hands ?? [null]).map((hand, index) => (
          <section
            // biome-ignore lint/suspicious/noArrayIndexKey: hands keep their place
            key={index}
            className={`bj-seat${view && !view.finished && view.active === index ? ' is-active' : ''}`}
            aria-label={
              view && view.hands.length > 1 ? format(texts.hand, { number: index + 1 }) : texts.player
            }
          >
            <h2 className="bj-seat-title">
              {view && view.hands.length > 1 ? format(texts.hand, { number: index + 1 }) : texts.player}
              {hand && <span className="bj-total">{totalText(handValue(hand.cards), i18n)}</span>}
              {hand?.result && (
                <span className={`bj-result is-${hand.result}`} data-testid="hand-result">
                  {texts.results[hand.result]}
                </span>
              )}
            </h2>
            <div className="bj-cards" data-testid="player-cards">
              {!hand && <div className="bj-card-slot" />}
              {hand?.cards.map((card, cardIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cards are dealt in order and never move
                <PlayingCard key={cardIndex} card={card} index={cardIndex} label={cardName(card, i18n)} />
              ))}
            </div>
            {hand && (
              <p className="bj-stake">
                {formatMinor(
                  (BigInt(round?.stake ?? '0') / BigInt(view?.stakeUnits ?? 1)) * BigInt(hand.stakeUnits),
                  currency,
                  locale,
                )}
              </p>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}

function totalText(value: { total: number; soft: boolean }, { t, format }: StudioI18n): string {
  return value.soft && value.total < 21
    ? format(t.blackjack.soft, { total: value.total })
    : String(value.total);
}

function cardName(card: number | null, { t, format }: StudioI18n): string {
  if (card === null) return t.blackjack.faceDown;
  return format(t.blackjack.card, { rank: cardRank(card), suit: t.blackjack.suits[cardSuit(card)] });
}
