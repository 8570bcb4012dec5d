// The game types and full-screen choices, which the API's schemas and the catalogue share.

/** The types a game has; `all` is the hall's "no filter" choice (spec section 3, game types). */
export const GAME_TYPES = ['casino', 'slot', 'live', 'fast'] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** Where the full-screen toggle shows: everywhere, in the messaging mini-app, on the site, nowhere. */
export const VISIBLE_FULL_SCREEN = ['all', 'telegram', 'product', 'none'] as const;
export type VisibleFullScreen = (typeof VISIBLE_FULL_SCREEN)[number];
