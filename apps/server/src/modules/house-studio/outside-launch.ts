import { randomBytes } from 'node:crypto';
import type { LocaleCode } from '@jeton/domain';
import type { GameAggregator, StudioFailureKind } from '../../ports/game-aggregator.js';
import type { ActiveSession } from '../../sessions/session-service.js';

// The launch of an outside studio's game (decision 0095): the studio is asked for a launch URL
// through the aggregator port and the frame goes there; a studio that fails sends the player to
// the error-in-slot page instead.

export interface OutsideStudios {
  aggregator: GameAggregator;
  /** The studio (catalogue provider) of a game that is not a house game; null for no such game. */
  studioOf(sysname: string, locale: LocaleCode): Promise<string | null>;
  publicUrl: string;
}

export type OutsideLaunch =
  | { type: 'redirect'; location: string }
  | { type: 'studio-error'; studio: string; kind: StudioFailureKind; detail: string };

export interface OutsidePlayer {
  sysname: string;
  studio: string;
  mode: 'play' | 'demo';
  site: ActiveSession | null;
  currency: string;
  locale: LocaleCode;
}

export async function launchOutside(outside: OutsideStudios, player: OutsidePlayer): Promise<OutsideLaunch> {
  const prefix = player.locale === 'en' ? '' : `/${player.locale}`;
  const answer = await outside.aggregator.launchUrl({
    studio: player.studio,
    gameId: player.sysname,
    // Outside studios play real money through the wallet; a demo stays in the studio's play money.
    mode: player.mode === 'play' ? 'real' : 'demo',
    playerToken: randomBytes(18).toString('base64url'),
    playerId: player.mode === 'play' && player.site ? String(player.site.userId) : null,
    currency: player.currency,
    locale: player.locale,
    returnUrl: `${outside.publicUrl}${prefix}/gamehall`,
    depositUrl: `${outside.publicUrl}${prefix}/cashier/deposit`,
  });
  if (answer.ok) return { type: 'redirect', location: answer.url };
  return { type: 'studio-error', studio: player.studio, kind: answer.kind, detail: answer.detail };
}
