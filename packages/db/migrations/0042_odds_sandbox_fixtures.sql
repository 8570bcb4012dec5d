CREATE TABLE "odds_sandbox_fixtures" (
	"feed_id" text PRIMARY KEY NOT NULL,
	"sport" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"score_home" integer DEFAULT 0 NOT NULL,
	"score_away" integer DEFAULT 0 NOT NULL,
	"rate_home" double precision,
	"rate_away" double precision,
	"markets" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "odds_sandbox_fixtures_status" CHECK ("odds_sandbox_fixtures"."status" IN ('scheduled', 'live', 'finished', 'cancelled'))
);
--> statement-breakpoint
CREATE INDEX "odds_sandbox_fixtures_open" ON "odds_sandbox_fixtures" USING btree ("status","starts_at");--> statement-breakpoint
-- Once: the sandbox's open fixtures as the sportsbook applied them, so a running demo carries on (decision 0092).
INSERT INTO "odds_sandbox_fixtures" ("feed_id", "sport", "status", "starts_at", "score_home", "score_away", "markets")
SELECT e.feed_id, sp.sysname, e.status, e.starts_at, coalesce(e.score_home, 0), coalesce(e.score_away, 0),
	coalesce((SELECT jsonb_agg(jsonb_build_object('feedId', m.feed_id, 'kind', m.kind,
			'status', CASE WHEN m.status IN ('open', 'suspended') THEN m.status ELSE 'resulted' END,
			'selections', coalesce((SELECT jsonb_agg(jsonb_build_object('feedId', s.feed_id, 'odds', s.odds_hundredths) ORDER BY s.sort_order)
				FROM sports_selections s WHERE s.market_id = m.id), '[]'::jsonb)) ORDER BY m.id)
		FROM sports_markets m WHERE m.event_id = e.id), '[]'::jsonb)
FROM sports_events e
JOIN sports_competitions c ON c.id = e.competition_id
JOIN sports sp ON sp.id = c.sport_id
WHERE e.feed_id LIKE 'sandbox:%' AND e.status IN ('scheduled', 'live');
