CREATE TABLE "tournament_participants" (
	"tournament_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"points_minor" bigint DEFAULT 0 NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tournament_participants_tournament_id_user_id_pk" PRIMARY KEY("tournament_id","user_id"),
	CONSTRAINT "tournament_participants_points" CHECK ("tournament_participants"."points_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tournament_scores" (
	"tournament_id" bigint NOT NULL,
	"bet_key" text NOT NULL,
	"user_id" bigint NOT NULL,
	"points_minor" bigint NOT NULL,
	"scored_at" timestamp with time zone NOT NULL,
	"voided_at" timestamp with time zone,
	CONSTRAINT "tournament_scores_tournament_id_bet_key_pk" PRIMARY KEY("tournament_id","bet_key")
);
--> statement-breakpoint
CREATE TABLE "tournament_winners" (
	"tournament_id" bigint NOT NULL,
	"place" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"points_minor" bigint NOT NULL,
	"prize_minor" bigint NOT NULL,
	"transaction_id" bigint NOT NULL,
	CONSTRAINT "tournament_winners_tournament_id_place_pk" PRIMARY KEY("tournament_id","place")
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sysname" text NOT NULL,
	"currency" char(3) NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"description_en" text NOT NULL,
	"description_fr" text NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"games" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_stake_minor" bigint DEFAULT 0 NOT NULL,
	"prizes_minor" jsonb NOT NULL,
	"reset_on_cashout" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournaments_sysname_unique" UNIQUE("sysname"),
	CONSTRAINT "tournaments_times" CHECK ("tournaments"."starts_at" < "tournaments"."ends_at"),
	CONSTRAINT "tournaments_min_stake" CHECK ("tournaments"."min_stake_minor" >= 0),
	CONSTRAINT "tournaments_ended_once" CHECK ("tournaments"."cancelled_at" IS NULL OR "tournaments"."finished_at" IS NULL)
);
--> statement-breakpoint
ALTER TABLE "tournament_participants" ADD CONSTRAINT "tournament_participants_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_participants" ADD CONSTRAINT "tournament_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_scores" ADD CONSTRAINT "tournament_scores_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_scores" ADD CONSTRAINT "tournament_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_winners" ADD CONSTRAINT "tournament_winners_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_winners" ADD CONSTRAINT "tournament_winners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_winners" ADD CONSTRAINT "tournament_winners_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_created_by_operators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_participants_rank_idx" ON "tournament_participants" USING btree ("tournament_id","points_minor" DESC NULLS LAST,"reached_at");--> statement-breakpoint
CREATE INDEX "tournament_scores_user_idx" ON "tournament_scores" USING btree ("tournament_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_winners_player" ON "tournament_winners" USING btree ("tournament_id","user_id");--> statement-breakpoint
CREATE INDEX "tournaments_open_idx" ON "tournaments" USING btree ("ends_at") WHERE "tournaments"."finished_at" IS NULL AND "tournaments"."cancelled_at" IS NULL;