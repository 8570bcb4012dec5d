import type { BackofficePermission } from '@jeton/domain/backoffice';

// The later capabilities (issue 15 item 6): each has its navigation entry, its permission and a page
// that says what its screens will hold, until the capability brings them. (Live chat and content
// pages are built elsewhere and bring their own entries.)

export const CAPABILITIES = ['sportsbook', 'bonuses', 'loyalty', 'tournaments', 'jackpots'] as const;
export type Capability = (typeof CAPABILITIES)[number];

export const CAPABILITY_PERMISSIONS: Readonly<Record<Capability, BackofficePermission>> = {
  sportsbook: 'sportsbook.trade',
  bonuses: 'bonuses.manage',
  loyalty: 'loyalty.manage',
  tournaments: 'tournaments.manage',
  jackpots: 'jackpots.manage',
};

/** Capabilities that brought their own screens: their entry opens those, not the placeholder page. */
export const BUILT_CAPABILITIES: readonly Capability[] = ['sportsbook', 'loyalty', 'jackpots', 'tournaments'];

export function isCapability(value: string | undefined): value is Capability {
  return (CAPABILITIES as readonly (string | undefined)[]).includes(value);
}
