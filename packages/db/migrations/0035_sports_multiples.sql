CREATE TABLE "sports_bet_legs" (
	"bet_id" bigint NOT NULL,
	"leg_no" integer NOT NULL,
	"selection_id" bigint NOT NULL,
	"market_id" bigint NOT NULL,
	"event_id" bigint NOT NULL,
	"odds_hundredths" integer NOT NULL,
	"price_version" bigint NOT NULL,
	"terms" jsonb NOT NULL,
	CONSTRAINT "sports_bet_legs_bet_id_leg_no_pk" PRIMARY KEY("bet_id","leg_no"),
	CONSTRAINT "sports_bet_legs_odds" CHECK ("sports_bet_legs"."odds_hundredths" > 100)
);
--> statement-breakpoint
ALTER TABLE "sports_bets" ALTER COLUMN "selection_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sports_bets" ALTER COLUMN "market_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sports_bets" ALTER COLUMN "event_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sports_bets" ADD COLUMN "kind" text DEFAULT 'single' NOT NULL;--> statement-breakpoint
ALTER TABLE "sports_bet_legs" ADD CONSTRAINT "sports_bet_legs_bet_id_sports_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sports_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bet_legs" ADD CONSTRAINT "sports_bet_legs_selection_id_sports_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."sports_selections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bet_legs" ADD CONSTRAINT "sports_bet_legs_market_id_sports_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."sports_markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bet_legs" ADD CONSTRAINT "sports_bet_legs_event_id_sports_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sports_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sports_bet_legs_event" ON "sports_bet_legs" USING btree ("bet_id","event_id");--> statement-breakpoint
CREATE INDEX "sports_bet_legs_market_idx" ON "sports_bet_legs" USING btree ("market_id");--> statement-breakpoint
ALTER TABLE "sports_bets" ADD CONSTRAINT "sports_bets_kind" CHECK ("sports_bets"."kind" IN ('single', 'multiple'));--> statement-breakpoint
ALTER TABLE "sports_bets" ADD CONSTRAINT "sports_bets_single_selection" CHECK (("sports_bets"."kind" = 'single') = ("sports_bets"."selection_id" IS NOT NULL AND "sports_bets"."market_id" IS NOT NULL AND "sports_bets"."event_id" IS NOT NULL));