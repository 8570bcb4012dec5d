// Spec section 2's marketing query parameters and section 7's tracking rules, shared by the web
// app (which captures and sends them) and the server (which checks and stores them). No zod here:
// the header reads these constants on every page, and a schema built at module level would bring
// zod's runtime into the first view (the form fields are in validation/fields.ts).

export const MARKETING_PARAMS = [
  'track_id',
  'show_popup_reg',
  'publisher_id',
  'goal_id',
  'goal_entry_id',
  'link_id',
] as const;
export type MarketingParam = (typeof MARKETING_PARAMS)[number];
export type MarketingParams = Partial<Record<MarketingParam, string>>;

export const MARKETING_VALUE_MAX_LENGTH = 256;

/**
 * A track_id of the form `td_x` is the tracker's wrapped form of the id `x` (spec section 7): it is
 * rewritten to `x` before it is reported or stored, so both forms attribute to the same campaign.
 */
export function normalizeTrackId(trackId: string): string {
  const match = /^td_(.+)$/.exec(trackId.trim());
  return match ? match[1]! : trackId.trim();
}

/** The fraud-check hit is made this long after the page starts (spec sections 7 and 9). */
export const FRAUD_CHECK_DELAY_MS = 3_000;

/** The tracking image's path (spec section 7, "a hit path"). */
export const TRACKING_HIT_PATH = '/hit';
