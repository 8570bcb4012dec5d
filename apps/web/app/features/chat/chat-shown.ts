import { isBettingPage, isGamePage } from '../../routing/page-kinds.js';

/**
 * Whether the live chat can be opened on this page (spec section 2): not on betting and game pages,
 * where its window would cover the slip or the game. The launcher and the phone menu's entry agree.
 */
export function chatShownOn(pathname: string): boolean {
  return !isBettingPage(pathname) && !isGamePage(pathname);
}
