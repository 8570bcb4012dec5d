import {
  isStorableText,
  MARKETING_PARAMS,
  MARKETING_VALUE_MAX_LENGTH,
  type MarketingParams,
  normalizeTrackId,
} from '@jeton/domain';
import type { Clock } from '../../clock.js';
import type { TrackingStore } from './tracking-store.js';

/** The query keys a hit keeps: the marketing parameters and a few standard campaign tags. */
const KEPT_QUERY_KEYS = new Set<string>([
  ...MARKETING_PARAMS,
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'promo_code',
]);
const MAX_REFERER_LENGTH = 1024;

export interface HitRequest {
  kind: 'visit' | 'fraud-check';
  query: Record<string, unknown>;
  referer: string | undefined;
  ip: string;
  userAgent: string;
  userId: number | null;
}

/**
 * Attribution (spec sections 2 and 7): the marketing parameters stored with a registration, the
 * tracking image's hits and the web app's analytics events.
 */
export class TrackingService {
  constructor(
    private readonly store: TrackingStore,
    private readonly clock: Clock,
  ) {}

  /** Stores where a new player came from; nothing when the visit carried no marketing parameter. */
  async recordRegistration(userId: number, params: MarketingParams): Promise<void> {
    const kept = keptMarketingParams(params);
    if (Object.keys(kept).length === 0) return;
    await this.store.insertAttribution(userId, kept, this.clock.now());
  }

  attributionOf(userId: number): Promise<MarketingParams | null> {
    return this.store.attributionOf(userId);
  }

  /** Records one load of the tracking image. Anything unexpected in the query is left out, never refused. */
  async recordHit(request: HitRequest): Promise<void> {
    const query = keptQuery(request.query);
    const session = stringOf(request.query.seon_session, 128);
    await this.store.insertHit({
      kind: request.kind,
      trackId: query.track_id ?? null,
      referer: keptReferer(request.referer),
      query,
      deviceSession: session,
      ip: request.ip,
      userAgent: request.userAgent.slice(0, 512),
      userId: request.userId,
      at: this.clock.now(),
    });
  }

  async handleEvent(userId: number | null, name: string, params: Record<string, unknown>): Promise<void> {
    await this.store.insertEvent(userId, name, params, this.clock.now());
  }

  latestDeviceSession(userId: number): Promise<string | null> {
    return this.store.latestDeviceSession(userId);
  }
}

/** The marketing parameters with the track_id's `td_x` rewrite, empty values left out. */
export function keptMarketingParams(params: MarketingParams): MarketingParams {
  const kept: MarketingParams = {};
  for (const name of MARKETING_PARAMS) {
    const value = params[name]?.trim();
    if (value) kept[name] = name === 'track_id' ? normalizeTrackId(value) : value;
  }
  return kept;
}

function keptQuery(query: Record<string, unknown>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [key, raw] of Object.entries(query)) {
    if (!KEPT_QUERY_KEYS.has(key)) continue;
    const value = stringOf(raw, MARKETING_VALUE_MAX_LENGTH);
    if (value) kept[key] = key === 'track_id' ? normalizeTrackId(value) : value;
  }
  return kept;
}

/**
 * A query value as one string: the last of a repeated one; null when empty, too long or holding a
 * character no text may (decision 0085), which the hit leaves out rather than refuse.
 */
function stringOf(raw: unknown, maxLength: number): string | null {
  const value = Array.isArray(raw) ? raw.at(-1) : raw;
  if (typeof value !== 'string' || !isStorableText(value)) return null;
  const trimmed = value.trim();
  return trimmed && trimmed.length <= maxLength ? trimmed : null;
}

/** The referer cut to its column, or null, as a query value, when no text may hold it. */
function keptReferer(referer: string | undefined): string | null {
  return referer && isStorableText(referer) ? referer.slice(0, MAX_REFERER_LENGTH) : null;
}
