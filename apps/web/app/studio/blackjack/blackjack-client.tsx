import {
  type BlackjackAction,
  type BlackjackActionType,
  type BlackjackBet,
  type BlackjackHand,
  cardRank,
  cardSuit,
  handValue,
} from '@jeton/games';
import type { RoundAnswer, StudioRound } from '../api.js';
import { PlayRow } from '../shell/play-row.js';
import { StudioFrame } from '../shell/studio-frame.js';
import { type StudioI18n, useStudioI18n } from '../shell/studio-locale.js';
import { formatMinor } from '../shell/studio-money.js';
import { useOpenRound } from '../shell/use-open-round.js';
import { useSpaceKey } from '../shell/use-space-key.js';
import { useStudio } from '../shell/use-studio.js';
import { PlayingCard } from './playing-card.js';
import './blackjack.css';

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

type BlackjackRound = StudioRound<BlackjackBet, BlackjackView>;

const ACTIONS: readonly BlackjackActionType[] = ['hit', 'stand', 'double', 'split'];

/** Blackjack: six decks, dealer stands on soft 17, 3 to 2, double and one split. */
export function BlackjackClient() {
  const studio = useStudio();
  const i18n = useStudioI18n();
  const { t, locale, format } = i18n;
  const texts = t.blackjack;
  // A hand left open (a closed tab, a reload) comes back as the studio kept it.
  const { round, resumed, setResumed, inPlay, settle } = useOpenRound<BlackjackRound>(studio);
  const currency = studio.currency;

  const view = round?.outcome ?? null;

  const deal = async () => {
    if (inPlay || studio.busy) return;
    setResumed(false);
    const answer = await studio.play<BlackjackBet, BlackjackView, never>({});
    settle(answer as RoundAnswer | null);
  };
  const act = async (type: BlackjackActionType) => {
    if (!round || !inPlay || studio.busy) return;
    const action: BlackjackAction = { type };
    const answer = await studio.act<BlackjackBet, BlackjackView, never>(round.id, action);
    settle(answer as RoundAnswer | null);
  };
  useSpaceKey(
    inPlay ? () => act('hit') : deal,
    studio.phase === 'ready' && (!inPlay || !!view?.allowedActions.includes('hit')),
  );

  const dealerCards = view?.dealer ?? [];
  const dealerShown = dealerCards.filter((card): card is number => card !== null);
  const dealerTotal = dealerShown.length > 0 ? handValue(dealerShown) : null;
  const settled = round?.status === 'settled';
  const won = settled && BigInt(round.win) > BigInt(round.stake);
  const push = settled && BigInt(round.win) === BigInt(round.stake);

  return (
    <StudioFrame
      kind="blackjack"
      studio={studio}
      stage={
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
      }
      message={
        resumed && inPlay ? (
          <p className="studio-muted" data-testid="resumed">
            {texts.resumed}
          </p>
        ) : round && settled ? (
          <p
            className={won ? 'studio-win' : push ? 'studio-muted' : 'studio-loss'}
            data-testid="round-message"
          >
            {won
              ? format(texts.won, { amount: formatMinor(round.win, currency, locale) })
              : push
                ? format(texts.push, { amount: formatMinor(round.win, currency, locale) })
                : texts.lost}
          </p>
        ) : null
      }
      controls={
        inPlay && view ? (
          <div className="bj-actions">
            {ACTIONS.map((type) => (
              <button
                key={type}
                type="button"
                className={`studio-button${type === 'stand' ? ' studio-button-play' : ''}`}
                disabled={studio.busy || !view.allowedActions.includes(type)}
                onClick={() => act(type)}
                data-testid={`action-${type}`}
              >
                {texts.actions[type]}
              </button>
            ))}
          </div>
        ) : (
          <PlayRow studio={studio} stakeDisabled={studio.busy} onPlay={deal} playDisabled={studio.busy}>
            {texts.deal}
          </PlayRow>
        )
      }
      describeRound={(played) => {
        const typed = played as BlackjackRound;
        const hands = typed.outcome?.hands ?? [];
        return (
          hands
            .map((hand) =>
              `${handValue(hand.cards).total} ${hand.result ? texts.results[hand.result] : ''}`.trim(),
            )
            .join(' / ') || '–'
        );
      }}
      describeStep={(action) => {
        const type = (action as { type?: BlackjackActionType } | null)?.type;
        return type && type in texts.actions ? texts.actions[type] : JSON.stringify(action);
      }}
    />
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
