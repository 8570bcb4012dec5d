// The kinds of responsible-gaming limits and exclusions, which the API's schemas and the rules share.

export const PLAY_LIMIT_KINDS = ['loss', 'wager', 'session_time'] as const;
export type PlayLimitKind = (typeof PLAY_LIMIT_KINDS)[number];

export const PLAY_LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type PlayLimitPeriod = (typeof PLAY_LIMIT_PERIODS)[number];

/** What a running exclusion is: a time-out or a self-exclusion. */
export const EXCLUSION_KINDS = ['time_out', 'self_exclusion'] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];
