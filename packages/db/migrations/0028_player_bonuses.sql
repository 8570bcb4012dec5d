CREATE TABLE "player_bonuses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"grant_key" text NOT NULL,
	"offer_id" bigint,
	"title" jsonb NOT NULL,
	"currency" char(3) NOT NULL,
	"amount_minor" bigint NOT NULL,
	"wager_multiplier" integer NOT NULL,
	"wager_required_minor" bigint NOT NULL,
	"wagered_minor" bigint DEFAULT 0 NOT NULL,
	"valid_days" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"converted_minor" bigint,
	CONSTRAINT "player_bonuses_status" CHECK ("player_bonuses"."status" IN ('available', 'active', 'converted', 'forfeited', 'expired')),
	CONSTRAINT "player_bonuses_amounts" CHECK ("player_bonuses"."amount_minor" > 0 AND "player_bonuses"."wager_multiplier" >= 0 AND "player_bonuses"."wagered_minor" >= 0 AND "player_bonuses"."valid_days" > 0)
);
--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_offer_id_campaign_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."campaign_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_grant_key" ON "player_bonuses" USING btree ("grant_key");--> statement-breakpoint
CREATE INDEX "player_bonuses_user_idx" ON "player_bonuses" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_one_active" ON "player_bonuses" USING btree ("user_id","currency") WHERE "player_bonuses"."status" = 'active';--> statement-breakpoint
CREATE INDEX "player_bonuses_expiry_idx" ON "player_bonuses" USING btree ("expires_at") WHERE "player_bonuses"."status" = 'active';