CREATE TABLE "ledger_pending_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"code" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"source_account_id" bigint NOT NULL,
	"hold_account_id" bigint NOT NULL,
	"destination_account_id" bigint,
	"amount_minor" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"reserve_transaction_id" bigint NOT NULL,
	"settle_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "ledger_pending_transfers_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_pending_transfers_amount_positive" CHECK ("ledger_pending_transfers"."amount_minor" > 0),
	CONSTRAINT "ledger_pending_transfers_status" CHECK ("ledger_pending_transfers"."status" IN ('pending', 'posted', 'voided', 'expired')),
	CONSTRAINT "ledger_pending_transfers_settled" CHECK (("ledger_pending_transfers"."status" = 'pending') = ("ledger_pending_transfers"."settle_transaction_id" IS NULL AND "ledger_pending_transfers"."settled_at" IS NULL)),
	CONSTRAINT "ledger_pending_transfers_destination" CHECK (("ledger_pending_transfers"."status" = 'posted') = ("ledger_pending_transfers"."destination_account_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "ledger_pending_transfers" ADD CONSTRAINT "ledger_pending_transfers_source_account_id_ledger_accounts_id_fk" FOREIGN KEY ("source_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_pending_transfers" ADD CONSTRAINT "ledger_pending_transfers_hold_account_id_ledger_accounts_id_fk" FOREIGN KEY ("hold_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_pending_transfers" ADD CONSTRAINT "ledger_pending_transfers_destination_account_id_ledger_accounts_id_fk" FOREIGN KEY ("destination_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_pending_transfers" ADD CONSTRAINT "ledger_pending_transfers_reserve_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("reserve_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_pending_transfers" ADD CONSTRAINT "ledger_pending_transfers_settle_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("settle_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_pending_transfers_expiry_idx" ON "ledger_pending_transfers" USING btree ("expires_at") WHERE "ledger_pending_transfers"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_kind_known" CHECK ("ledger_transactions"."kind" IN ('deposit', 'withdrawal_reserve', 'withdrawal_post', 'withdrawal_void', 'withdrawal_expire', 'withdrawal', 'withdrawal_return', 'game_bet', 'game_win', 'game_rollback', 'fun_top_up', 'bonus_grant', 'bonus_conversion', 'bonus_forfeit', 'cashback', 'tournament_prize', 'jackpot_contribution', 'jackpot_win', 'loyalty_points_award', 'shop_purchase', 'sports_bet_reserve', 'sports_bet_post', 'sports_bet_void', 'sports_bet_expire', 'sports_bet_win', 'manual_adjustment'));