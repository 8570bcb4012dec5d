import type { PromoCodeError } from '@jeton/domain';

// Whether a promo code may be redeemed by a player now (decision 0066): pure, so each rule is
// tested on its own and the service answers the same reasons whether it checks or redeems.

/** How long after registering a player counts as new, deposits or not (issue 34: a stated window). */
export const NEW_PLAYER_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface PromoCodeTerms {
  isDisabled: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  uses: number;
  newPlayersOnly: boolean;
  offer: {
    triggerAction: string;
    /** False while paused. */
    isActive: boolean;
    /** The offer's window and when it was ended (decision 0068); absent: open. */
    startsAt?: Date | null;
    endsAt?: Date | null;
    endedAt?: Date | null;
  };
}

export interface RedeemingPlayer {
  registeredAt: Date;
  /** This player redeemed this code before. */
  usedBefore: boolean;
}

/** A new player: registered less than NEW_PLAYER_DAYS ago; a first deposit does not end it. */
export function isNewPlayer(player: Pick<RedeemingPlayer, 'registeredAt'>, now: Date): boolean {
  return now.getTime() - player.registeredAt.getTime() < NEW_PLAYER_DAYS * DAY_MS;
}

/**
 * Why the code is refused, or null when it may be redeemed. A code that does not exist or points to
 * an offer not taken by promo code reads as INVALID: nothing tells a guesser it exists. A code an
 * operator disabled, or whose offer is paused or not started, reads NOT_AVAILABLE; one whose offer
 * ended reads EXPIRED (decision 0068): those codes were public, so naming the reason tells nothing.
 * Without a player (a registration's first step) only the code's own terms are checked.
 */
export function refusalOf(
  code: PromoCodeTerms | null,
  player: RedeemingPlayer | null,
  now: Date,
): PromoCodeError | null {
  if (code?.offer.triggerAction !== 'promo_code') return 'INVALID';
  if (player?.usedBefore) return 'ALREADY_USED';
  const { offer } = code;
  if (offer.endedAt || (offer.endsAt && offer.endsAt <= now)) return 'EXPIRED';
  if (code.isDisabled || !offer.isActive || (offer.startsAt && offer.startsAt > now)) return 'NOT_AVAILABLE';
  if (code.startsAt && code.startsAt > now) return 'NOT_AVAILABLE';
  if (code.endsAt && code.endsAt <= now) return 'EXPIRED';
  if (code.maxUses !== null && code.uses >= code.maxUses) return 'LIMIT_REACHED';
  if (player && code.newPlayersOnly && !isNewPlayer(player, now)) return 'NOT_ELIGIBLE';
  return null;
}
