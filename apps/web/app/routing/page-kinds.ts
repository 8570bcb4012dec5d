import { segments } from '../guards/place.js';
import { stripLocale } from '../i18n/locale.js';

/** A game page (`/game/{sysname}`, `/fr/game/...`): no balance refresh, no chat badge there. */
export function isGamePage(pathname: string): boolean {
  return segments(stripLocale(pathname))[0] === 'game';
}

/** The betting page (`/betting`, `/fr/betting`): its own widget, no chat badge over it. */
export function isBettingPage(pathname: string): boolean {
  return segments(stripLocale(pathname))[0] === 'betting';
}
