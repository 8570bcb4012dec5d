import { type Database, type Executor, queryRows } from '@jeton/db';
import type { LocaleCode, Sport, SportsEvent } from '@jeton/domain';
import { type SQL, sql } from 'drizzle-orm';
import { oddsToDecimal } from './pricing/odds.js';

/** Events a list shows at most per page. */
export const EVENTS_PAGE_MAX = 100;

type EventRow = {
  id: string;
  sport: string;
  competition_en: string;
  competition_fr: string;
  home_en: string;
  home_fr: string;
  away_en: string;
  away_fr: string;
  starts_at: string;
  status: SportsEvent['status'];
  score_home: number | null;
  score_away: number | null;
  markets_count: string;
  markets:
    | {
        id: number;
        kind: string;
        name_en: string;
        name_fr: string;
        status: SportsEvent['markets'][number]['status'];
        winning_selection_id: number | null;
        selections: { id: number; name_en: string; name_fr: string; odds: number; version: number }[];
      }[]
    | string;
};

/** The sportsbook's reads of sports, events, markets and prices, for players and traders alike. */
export class SportsbookStore {
  constructor(private readonly db: Database) {}

  async sports(locale: LocaleCode): Promise<Sport[]> {
    const rows = await queryRows<{
      sysname: string;
      name_en: string;
      name_fr: string;
      events: string;
      live: string;
    }>(
      this.db,
      sql`SELECT sp.sysname, sp.name_en, sp.name_fr,
            count(e.id) AS events, count(e.id) FILTER (WHERE e.status = 'live') AS live
          FROM sports sp
          LEFT JOIN sports_competitions c ON c.sport_id = sp.id
          LEFT JOIN sports_events e ON e.competition_id = c.id AND e.status IN ('scheduled', 'live')
          GROUP BY sp.id ORDER BY sp.sort_order, sp.id`,
    );
    return rows.map((row) => ({
      sysname: row.sysname,
      name: locale === 'fr' ? row.name_fr : row.name_en,
      events_count: Number(row.events),
      live_count: Number(row.live),
    }));
  }

  /**
   * Events in play and to come (live first, then by start), or one sport's; with their main market
   * (the first the feed sent) and how many they have: the event page shows the rest (decision 0075).
   */
  async events(
    locale: LocaleCode,
    query: {
      sport?: string;
      phase?: 'live' | 'upcoming';
      offset: number;
      count: number;
      statuses?: string[];
    },
    now: Date,
  ): Promise<{ events: SportsEvent[]; total: number }> {
    const filters: SQL[] = [
      sql`e.status = ANY (${`{${(query.statuses ?? ['scheduled', 'live']).join(',')}}`}::text[])`,
      // A match past its start that the feed has not put in play yet takes no bet (placement answers
      // EVENT_STARTED): it is not listed until the feed says it is live.
      sql`(e.status <> 'scheduled' OR e.starts_at > ${now})`,
    ];
    if (query.sport) filters.push(sql`sp.sysname = ${query.sport}`);
    if (query.phase === 'live') filters.push(sql`e.status = 'live'`);
    if (query.phase === 'upcoming') filters.push(sql`e.status = 'scheduled'`);
    const where = sql.join(filters, sql` AND `);
    const [total] = await queryRows<{ n: string }>(
      this.db,
      sql`SELECT count(*) AS n FROM sports_events e JOIN sports_competitions c ON c.id = e.competition_id
          JOIN sports sp ON sp.id = c.sport_id WHERE ${where}`,
    );
    const rows = await this.select(
      this.db,
      where,
      sql`ORDER BY (e.status = 'live') DESC, e.starts_at, e.id LIMIT ${query.count} OFFSET ${query.offset}`,
      true,
    );
    return { events: rows.map((row) => present(row, locale)), total: Number(total?.n ?? 0) };
  }

  async event(locale: LocaleCode, id: number, executor: Executor = this.db): Promise<SportsEvent | null> {
    const [row] = await this.select(executor, sql`e.id = ${id}`, sql``);
    return row ? present(row, locale) : null;
  }

  /** The selections the feed knows by these ids, with their prices now, by feed id. */
  async selectionsByFeedId(
    feedIds: readonly string[],
  ): Promise<Map<string, { id: number; oddsHundredths: number }>> {
    const rows = await queryRows<{ id: string; feed_id: string; odds_hundredths: number }>(
      this.db,
      sql`SELECT id, feed_id, odds_hundredths FROM sports_selections
          WHERE feed_id = ANY (${`{${feedIds.join(',')}}`}::text[])`,
    );
    return new Map(
      rows.map((row) => [row.feed_id, { id: Number(row.id), oddsHundredths: Number(row.odds_hundredths) }]),
    );
  }

  private select(executor: Executor, where: SQL, tail: SQL, mainOnly = false): Promise<EventRow[]> {
    const markets = mainOnly
      ? // The main market is the first still offered: a match result a trader settled early gives way.
        sql`m.event_id = e.id AND m.id = (SELECT min(first.id) FROM sports_markets first
              WHERE first.event_id = e.id AND first.status IN ('open', 'suspended'))`
      : sql`m.event_id = e.id`;
    return queryRows<EventRow>(
      executor,
      sql`SELECT e.id, sp.sysname AS sport, c.name_en AS competition_en, c.name_fr AS competition_fr,
            e.home_en, e.home_fr, e.away_en, e.away_fr, e.starts_at, e.status, e.score_home, e.score_away,
            (SELECT coalesce(json_agg(json_build_object('id', m.id, 'kind', m.kind, 'name_en', m.name_en,
                'name_fr', m.name_fr, 'status', m.status, 'winning_selection_id', m.winning_selection_id,
                'selections', (SELECT json_agg(json_build_object('id', s.id, 'name_en', s.name_en, 'name_fr', s.name_fr,
                    'odds', s.odds_hundredths, 'version', s.price_version) ORDER BY s.sort_order, s.id)
                  FROM sports_selections s WHERE s.market_id = m.id)) ORDER BY m.id), '[]')
             FROM sports_markets m WHERE ${markets}) AS markets,
            (SELECT count(*) FROM sports_markets m WHERE m.event_id = e.id AND m.status IN ('open', 'suspended'))
              AS markets_count
          FROM sports_events e
          JOIN sports_competitions c ON c.id = e.competition_id
          JOIN sports sp ON sp.id = c.sport_id
          WHERE ${where} ${tail}`,
    );
  }
}

function present(row: EventRow, locale: LocaleCode): SportsEvent {
  const fr = locale === 'fr';
  const home = fr ? row.home_fr : row.home_en;
  const away = fr ? row.away_fr : row.away_en;
  const markets = typeof row.markets === 'string' ? JSON.parse(row.markets) : row.markets;
  return {
    id: Number(row.id),
    sport: row.sport,
    competition: fr ? row.competition_fr : row.competition_en,
    home,
    away,
    starts_at: new Date(row.starts_at).toISOString(),
    status: row.status,
    score:
      row.score_home === null || row.score_away === null
        ? null
        : { home: row.score_home, away: row.score_away },
    markets_count: Number(row.markets_count),
    markets: (markets as Exclude<EventRow['markets'], string>).map((market) => ({
      id: Number(market.id),
      kind: market.kind,
      name: fr ? market.name_fr : market.name_en,
      status: market.status,
      winning_selection_id: market.winning_selection_id === null ? null : Number(market.winning_selection_id),
      selections: (market.selections ?? []).map((selection) => ({
        id: Number(selection.id),
        // "Home" and "Away" are shown as the sides' names.
        name: sideName(fr ? selection.name_fr : selection.name_en, home, away),
        odds: oddsToDecimal(selection.odds),
        price_version: Number(selection.version),
      })),
    })),
  };
}

/** "Home", "Home -4.5", "Home or draw"… with the sides' names (the feed names them generically). */
export function sideName(name: string, home: string, away: string): string {
  return name
    .split(' ')
    .map((word) =>
      word === 'Home' || word === 'Domicile' ? home : word === 'Away' || word === 'Extérieur' ? away : word,
    )
    .join(' ');
}
