// The loyalty characters a player picks as their avatar (spec "Characters list"): a fixed cast,
// drawn by the web app from its sysname; the server stores only the chosen sysname.

export const LOYALTY_CHARACTERS = ['fox', 'owl', 'bear', 'cat', 'panda', 'robot'] as const;
export type LoyaltyCharacter = (typeof LOYALTY_CHARACTERS)[number];

/** A new member's character until they pick one. */
export const DEFAULT_LOYALTY_CHARACTER: LoyaltyCharacter = 'fox';

export function isLoyaltyCharacter(value: string): value is LoyaltyCharacter {
  return (LOYALTY_CHARACTERS as readonly string[]).includes(value);
}
