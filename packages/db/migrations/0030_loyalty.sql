CREATE TABLE "loyalty_members" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"character" text NOT NULL,
	"lifetime_minor" bigint DEFAULT 0 NOT NULL,
	"level" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loyalty_members_lifetime_non_negative" CHECK ("loyalty_members"."lifetime_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"trigger" text NOT NULL,
	"params" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"shown_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "loyalty_products" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sysname" text NOT NULL,
	"kind" text NOT NULL,
	"texts" jsonb NOT NULL,
	"grant" jsonb NOT NULL,
	"price_minor" bigint NOT NULL,
	"per_player_limit" integer,
	"stock" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loyalty_products_price_positive" CHECK ("loyalty_products"."price_minor" > 0),
	CONSTRAINT "loyalty_products_stock_non_negative" CHECK ("loyalty_products"."stock" IS NULL OR "loyalty_products"."stock" >= 0),
	CONSTRAINT "loyalty_products_limit_positive" CHECK ("loyalty_products"."per_player_limit" IS NULL OR "loyalty_products"."per_player_limit" > 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_purchases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"request_key" text NOT NULL,
	"price_minor" bigint NOT NULL,
	"ledger_transaction_id" bigint NOT NULL,
	"free_spin_pack_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_kind_known";--> statement-breakpoint
ALTER TABLE "loyalty_members" ADD CONSTRAINT "loyalty_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_notices" ADD CONSTRAINT "loyalty_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_purchases" ADD CONSTRAINT "loyalty_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_purchases" ADD CONSTRAINT "loyalty_purchases_product_id_loyalty_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."loyalty_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_purchases" ADD CONSTRAINT "loyalty_purchases_free_spin_pack_id_free_spin_packs_id_fk" FOREIGN KEY ("free_spin_pack_id") REFERENCES "public"."free_spin_packs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loyalty_notices_unshown" ON "loyalty_notices" USING btree ("user_id") WHERE "loyalty_notices"."shown_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_products_sysname" ON "loyalty_products" USING btree ("sysname");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_purchases_user_key" ON "loyalty_purchases" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE INDEX "loyalty_purchases_user_product" ON "loyalty_purchases" USING btree ("user_id","product_id");--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_kind_known" CHECK ("ledger_transactions"."kind" IN ('deposit', 'withdrawal_reserve', 'withdrawal_post', 'withdrawal_void', 'withdrawal_expire', 'withdrawal', 'withdrawal_return', 'game_bet', 'game_win', 'game_rollback', 'fun_top_up', 'bonus_grant', 'bonus_conversion', 'bonus_forfeit', 'cashback', 'tournament_prize', 'jackpot_contribution', 'jackpot_win', 'loyalty_points_award', 'loyalty_points_reversal', 'shop_purchase', 'sports_bet_reserve', 'sports_bet_post', 'sports_bet_void', 'sports_bet_expire', 'sports_bet_win', 'manual_adjustment'));