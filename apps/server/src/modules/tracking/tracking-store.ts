import { type Database, queryRows } from '@jeton/db';
import type { MarketingParams } from '@jeton/domain';
import { sql } from 'drizzle-orm';

export interface HitRecord {
  kind: 'visit' | 'fraud-check';
  trackId: string | null;
  referer: string | null;
  query: Record<string, string>;
  deviceSession: string | null;
  ip: string;
  userAgent: string;
  userId: number | null;
  at: Date;
}

/** The SQL of attribution, tracking hits and analytics events. */
export class TrackingStore {
  constructor(private readonly db: Database) {}

  /** Writes a player's attribution once: a second registration call for the same player keeps the first. */
  async insertAttribution(userId: number, params: MarketingParams, at: Date): Promise<void> {
    await this.db.execute(sql`INSERT INTO registration_attributions
        (user_id, track_id, publisher_id, goal_id, goal_entry_id, link_id, show_popup_reg, created_at)
        VALUES (${userId}, ${params.track_id ?? null}, ${params.publisher_id ?? null},
          ${params.goal_id ?? null}, ${params.goal_entry_id ?? null}, ${params.link_id ?? null},
          ${params.show_popup_reg ?? null}, ${at})
        ON CONFLICT (user_id) DO NOTHING`);
  }

  async attributionOf(userId: number): Promise<MarketingParams | null> {
    const [row] = await queryRows<Record<string, string | null>>(
      this.db,
      sql`SELECT track_id, publisher_id, goal_id, goal_entry_id, link_id, show_popup_reg
          FROM registration_attributions WHERE user_id = ${userId}`,
    );
    if (!row) return null;
    return Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null)) as MarketingParams;
  }

  async insertHit(hit: HitRecord): Promise<void> {
    await this.db.execute(sql`INSERT INTO tracking_hits
        (kind, track_id, referer, query, device_session, ip, user_agent, user_id, created_at)
        VALUES (${hit.kind}, ${hit.trackId}, ${hit.referer}, ${JSON.stringify(hit.query)}::jsonb,
          ${hit.deviceSession}, ${hit.ip}, ${hit.userAgent}, ${hit.userId}, ${hit.at})`);
  }

  async insertEvent(userId: number | null, name: string, params: Record<string, unknown>, at: Date) {
    await this.db.execute(sql`INSERT INTO tracking_events (user_id, event_name, event_params, created_at)
        VALUES (${userId}, ${name}, ${JSON.stringify(params)}::jsonb, ${at})`);
  }

  /** The device session the player's browser last reported by a fraud-check hit, if any. */
  async latestDeviceSession(userId: number): Promise<string | null> {
    const [row] = await queryRows<{ device_session: string }>(
      this.db,
      sql`SELECT device_session FROM tracking_hits
          WHERE user_id = ${userId} AND device_session IS NOT NULL ORDER BY id DESC LIMIT 1`,
    );
    return row?.device_session ?? null;
  }
}
