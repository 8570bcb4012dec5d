import type { LocaleCode } from '@jeton/domain';

// An outside game studio, reached through the aggregator protocol (decision 0095): Jeton asks the
// studio for a launch URL, the studio plays the rounds and pays through the seamless wallet.

export interface StudioLaunchRequest {
  studio: string;
  /** The studio's game id: the catalogue's sysname. */
  gameId: string;
  mode: 'real' | 'demo';
  /** Opaque to the studio: names this launch in Jeton's logs and game session. */
  playerToken: string;
  /** The wallet's player id; null for a guest's demo. */
  playerId: string | null;
  currency: string;
  locale: LocaleCode;
  /** Where the studio's "back" goes (the game hall), and its "deposit" link. */
  returnUrl: string;
  depositUrl: string;
}

/** Why a studio gave no launch URL: unreachable, too slow, said no, or answered something unreadable. */
export type StudioFailureKind = 'down' | 'timeout' | 'refused' | 'garbage';

export type StudioLaunchAnswer =
  | { ok: true; url: string }
  | { ok: false; kind: StudioFailureKind; detail: string };

export interface GameAggregator {
  /** Whether this studio is connected here at all (an unconnected one has an honest page of its own). */
  connected(studio: string): boolean;
  /** The connected studios' frame origins, which the game page may frame. */
  frameOrigins(): string[];
  launchUrl(request: StudioLaunchRequest): Promise<StudioLaunchAnswer>;
}
