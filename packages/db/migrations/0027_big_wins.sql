CREATE TABLE "big_wins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"studio" text NOT NULL,
	"transaction_id" text NOT NULL,
	"round_id" text NOT NULL,
	"game" text NOT NULL,
	"currency" char(3) NOT NULL,
	"stake_minor" bigint NOT NULL,
	"win_minor" bigint NOT NULL,
	"won_at" timestamp with time zone NOT NULL,
	"hidden_at" timestamp with time zone,
	CONSTRAINT "big_wins_amounts" CHECK ("big_wins"."stake_minor" >= 0 AND "big_wins"."win_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "big_wins" ADD CONSTRAINT "big_wins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "big_wins_studio_transaction" ON "big_wins" USING btree ("studio","transaction_id");--> statement-breakpoint
CREATE INDEX "big_wins_shown_idx" ON "big_wins" USING btree ("id") WHERE "big_wins"."hidden_at" IS NULL;