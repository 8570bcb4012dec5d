CREATE TABLE "player_betting_bonuses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"grant_key" text NOT NULL,
	"offer_id" bigint,
	"title" jsonb NOT NULL,
	"currency" char(3) NOT NULL,
	"amount_minor" bigint NOT NULL,
	"min_odds_hundredths" integer NOT NULL,
	"valid_days" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"bet_id" bigint,
	"winnings_minor" bigint,
	CONSTRAINT "player_betting_bonuses_status" CHECK ("player_betting_bonuses"."status" IN ('available', 'active', 'staked', 'won', 'lost', 'forfeited', 'expired')),
	CONSTRAINT "player_betting_bonuses_terms" CHECK ("player_betting_bonuses"."amount_minor" > 0 AND "player_betting_bonuses"."min_odds_hundredths" > 100 AND "player_betting_bonuses"."valid_days" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_kind_known";--> statement-breakpoint
ALTER TABLE "sports_bets" ADD COLUMN "betting_bonus_id" bigint;--> statement-breakpoint
ALTER TABLE "player_betting_bonuses" ADD CONSTRAINT "player_betting_bonuses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_betting_bonuses" ADD CONSTRAINT "player_betting_bonuses_offer_id_campaign_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."campaign_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "player_betting_bonuses_grant_key" ON "player_betting_bonuses" USING btree ("grant_key");--> statement-breakpoint
CREATE INDEX "player_betting_bonuses_user_idx" ON "player_betting_bonuses" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_betting_bonuses_one_in_use" ON "player_betting_bonuses" USING btree ("user_id","currency") WHERE "player_betting_bonuses"."status" IN ('active', 'staked');--> statement-breakpoint
CREATE INDEX "player_betting_bonuses_expiry_idx" ON "player_betting_bonuses" USING btree ("expires_at") WHERE "player_betting_bonuses"."status" IN ('available', 'active');--> statement-breakpoint
ALTER TABLE "sports_bets" ADD CONSTRAINT "sports_bets_betting_bonus_id_player_betting_bonuses_id_fk" FOREIGN KEY ("betting_bonus_id") REFERENCES "public"."player_betting_bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sports_bets_open_betting_bonus" ON "sports_bets" USING btree ("betting_bonus_id") WHERE "sports_bets"."status" = 'open' AND "sports_bets"."betting_bonus_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_kind_known" CHECK ("ledger_transactions"."kind" IN ('deposit', 'withdrawal_reserve', 'withdrawal_post', 'withdrawal_void', 'withdrawal_expire', 'withdrawal', 'withdrawal_return', 'game_bet', 'game_win', 'game_rollback', 'fun_top_up', 'bonus_grant', 'bonus_conversion', 'bonus_forfeit', 'betting_bonus_grant', 'betting_bonus_forfeit', 'cashback', 'tournament_prize', 'jackpot_contribution', 'jackpot_win', 'loyalty_points_award', 'loyalty_points_reversal', 'shop_purchase', 'sports_bet_reserve', 'sports_bet_post', 'sports_bet_void', 'sports_bet_expire', 'sports_bet_win', 'manual_adjustment'));