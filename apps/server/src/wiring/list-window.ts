import type { ListWindow } from '@jeton/db';
import { BACKOFFICE_LIST_WINDOW } from '@jeton/domain/backoffice';

/**
 * Paging of the back office's lists (decision 0034): bounded offset, at most BACKOFFICE_LIST_WINDOW
 * rows deep (the input schemas refuse deeper pages), and a count that stops one row past the window,
 * so a list over a million players never counts them all. The owners' stores count up to COUNT_UP_TO.
 */
export const COUNT_UP_TO = BACKOFFICE_LIST_WINDOW + 1;

export function cappedTotal(counted: number): { total: number; totalCapped: boolean } {
  return counted > BACKOFFICE_LIST_WINDOW
    ? { total: BACKOFFICE_LIST_WINDOW, totalCapped: true }
    : { total: counted, totalCapped: false };
}

export function pageWindow(page: number, perPage: number): ListWindow {
  return { limit: perPage, offset: (page - 1) * perPage };
}

export function isoOf(value: Date | string): string {
  return new Date(value).toISOString();
}
