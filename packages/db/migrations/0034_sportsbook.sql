CREATE TABLE "sports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sysname" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sports_sysname_unique" UNIQUE("sysname")
);
--> statement-breakpoint
CREATE TABLE "sports_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"client_key" text NOT NULL,
	"selection_id" bigint NOT NULL,
	"market_id" bigint NOT NULL,
	"event_id" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"stake_minor" bigint NOT NULL,
	"odds_hundredths" integer NOT NULL,
	"price_version" bigint NOT NULL,
	"terms" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"pending_key" text NOT NULL,
	"payout_minor" bigint DEFAULT 0 NOT NULL,
	"win_transaction_id" bigint,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sports_bets_pending_key_unique" UNIQUE("pending_key"),
	CONSTRAINT "sports_bets_status" CHECK ("sports_bets"."status" IN ('open', 'won', 'lost', 'void')),
	CONSTRAINT "sports_bets_stake" CHECK ("sports_bets"."stake_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "sports_competitions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sport_id" bigint NOT NULL,
	"feed_id" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	CONSTRAINT "sports_competitions_feed_id_unique" UNIQUE("feed_id")
);
--> statement-breakpoint
CREATE TABLE "sports_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"competition_id" bigint NOT NULL,
	"feed_id" text NOT NULL,
	"home_en" text NOT NULL,
	"home_fr" text NOT NULL,
	"away_en" text NOT NULL,
	"away_fr" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"score_home" integer,
	"score_away" integer,
	"feed_seq" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sports_events_feed_id_unique" UNIQUE("feed_id"),
	CONSTRAINT "sports_events_status" CHECK ("sports_events"."status" IN ('scheduled', 'live', 'finished', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "sports_feed_messages" (
	"provider" text NOT NULL,
	"seq" bigint NOT NULL,
	"kind" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sports_feed_messages_provider_seq_pk" PRIMARY KEY("provider","seq")
);
--> statement-breakpoint
CREATE TABLE "sports_markets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" bigint NOT NULL,
	"feed_id" text NOT NULL,
	"kind" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"winning_selection_id" bigint,
	"feed_seq" bigint DEFAULT 0 NOT NULL,
	"resulted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sports_markets_feed_id_unique" UNIQUE("feed_id"),
	CONSTRAINT "sports_markets_status" CHECK ("sports_markets"."status" IN ('open', 'suspended', 'settled', 'void')),
	CONSTRAINT "sports_markets_result" CHECK (("sports_markets"."status" = 'settled') = ("sports_markets"."winning_selection_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "sports_selections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"market_id" bigint NOT NULL,
	"feed_id" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"odds_hundredths" integer NOT NULL,
	"price_version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sports_selections_feed_id_unique" UNIQUE("feed_id"),
	CONSTRAINT "sports_selections_odds" CHECK ("sports_selections"."odds_hundredths" > 100)
);
--> statement-breakpoint
ALTER TABLE "sports_bets" ADD CONSTRAINT "sports_bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bets" ADD CONSTRAINT "sports_bets_selection_id_sports_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."sports_selections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bets" ADD CONSTRAINT "sports_bets_market_id_sports_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."sports_markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bets" ADD CONSTRAINT "sports_bets_event_id_sports_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sports_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bets" ADD CONSTRAINT "sports_bets_win_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("win_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_competitions" ADD CONSTRAINT "sports_competitions_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_events" ADD CONSTRAINT "sports_events_competition_id_sports_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."sports_competitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_markets" ADD CONSTRAINT "sports_markets_event_id_sports_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sports_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_selections" ADD CONSTRAINT "sports_selections_market_id_sports_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."sports_markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sports_bets_client_key" ON "sports_bets" USING btree ("user_id","client_key");--> statement-breakpoint
CREATE INDEX "sports_bets_player_idx" ON "sports_bets" USING btree ("user_id","placed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sports_bets_open_idx" ON "sports_bets" USING btree ("market_id") WHERE "sports_bets"."status" = 'open';--> statement-breakpoint
CREATE INDEX "sports_events_listing_idx" ON "sports_events" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "sports_markets_event_idx" ON "sports_markets" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "sports_selections_market_idx" ON "sports_selections" USING btree ("market_id");