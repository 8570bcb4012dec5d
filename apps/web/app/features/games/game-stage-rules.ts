import type { GameItemConfig, LocaleCode, VisibleFullScreen } from '@jeton/domain';
import { localizePath } from '../../i18n/locale.js';

/** The mode a game is framed in: `play` (real money) or `demo` (play money). */
export type GameMode = 'play' | 'demo';

/**
 * The studio's launch URL the game page frames (spec section 2, game play URL), under the page's
 * locale prefix so the game client speaks the player's language.
 */
export function gamePlayUrl(sysname: string, mode: GameMode, locale: LocaleCode): string {
  return localizePath(`/platform/game/${encodeURIComponent(sysname)}/${mode}`, locale);
}

/** What the stage shows instead of (or as) the game. */
export type StageState =
  | { kind: 'frame'; mode: GameMode }
  /** A guest who has not chosen demo yet: the demo-mode choices. */
  | { kind: 'guest' }
  /** A player with nothing on the main balance, on a game that needs money (spec section 6). */
  | { kind: 'deposit' };

export interface StageInput {
  player: boolean;
  /** The main balance's amount, for a player. */
  mainBalance: number | null;
  hasDemo: boolean;
  config: Pick<GameItemConfig, 'canAccessSlotWithZeroBalance'>;
  /** `?mode=demo` asked for. */
  demoAsked: boolean;
}

/**
 * Demo when asked for and the game has one; a guest must ask for it (the demo-mode popup); a player
 * with a zero main balance is sent to the cashier unless the game's item config lets them in.
 */
export function stageState(input: StageInput): StageState {
  if (input.demoAsked && input.hasDemo) return { kind: 'frame', mode: 'demo' };
  if (!input.player) return { kind: 'guest' };
  if ((input.mainBalance ?? 0) <= 0 && !input.config.canAccessSlotWithZeroBalance) return { kind: 'deposit' };
  return { kind: 'frame', mode: 'play' };
}

/**
 * Whether the full-screen toggle shows (spec section 3, visibleFullScreen): everywhere (`all`), in
 * the site (`product`), in the messaging mini-app only (`telegram`), or never (`none`).
 */
export function showsFullScreen(visible: VisibleFullScreen, inMiniApp: boolean): boolean {
  if (visible === 'all') return true;
  if (visible === 'product') return !inMiniApp;
  if (visible === 'telegram') return inMiniApp;
  return false;
}

/** The message a game client posts after each round so that the header shows the new balance. */
export function isBalanceMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'jeton:balance';
}

/** The message a game client posts when a round starts or ends: whether one is in play. */
export function roundInPlayOf(data: unknown): boolean | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as { type?: unknown; inPlay?: unknown };
  return message.type === 'jeton:round' && typeof message.inPlay === 'boolean' ? message.inPlay : null;
}

/**
 * Whether a message comes from the game's frame: its window, whatever its origin. A house game is
 * served from the site, an outside studio's from the studio's own address; either may only ask the
 * page to read the player's balance again or to warn before leaving, so the window is the check.
 */
export function isFromGameFrame(event: MessageEvent, frame: HTMLIFrameElement | null): boolean {
  return frame !== null && event.source !== null && event.source === frame.contentWindow;
}
