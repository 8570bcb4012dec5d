CREATE TABLE "free_spin_packs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"game_session_id" bigint,
	"game_sysname" text NOT NULL,
	"mode" text DEFAULT 'play' NOT NULL,
	"count" integer NOT NULL,
	"remaining" integer NOT NULL,
	"stake_minor" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"source" text NOT NULL,
	"round_id" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "free_spin_packs_owner" CHECK (("free_spin_packs"."user_id" IS NULL) <> ("free_spin_packs"."game_session_id" IS NULL)),
	CONSTRAINT "free_spin_packs_mode" CHECK ("free_spin_packs"."mode" IN ('play', 'demo')),
	CONSTRAINT "free_spin_packs_status" CHECK ("free_spin_packs"."status" IN ('active', 'used', 'expired', 'cancelled')),
	CONSTRAINT "free_spin_packs_counts" CHECK ("free_spin_packs"."count" > 0 AND "free_spin_packs"."remaining" >= 0 AND "free_spin_packs"."remaining" <= "free_spin_packs"."count"),
	CONSTRAINT "free_spin_packs_stake" CHECK ("free_spin_packs"."stake_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "game_history_exports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"row_count" integer,
	"csv" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "game_history_exports_status" CHECK ("game_history_exports"."status" IN ('pending', 'ready', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_session_id" bigint NOT NULL,
	"user_id" bigint,
	"game_sysname" text NOT NULL,
	"kind" text NOT NULL,
	"mode" text NOT NULL,
	"currency" char(3) NOT NULL,
	"seed_pair_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"stake_minor" bigint NOT NULL,
	"win_minor" bigint DEFAULT 0 NOT NULL,
	"balance_before_minor" bigint NOT NULL,
	"balance_after_minor" bigint NOT NULL,
	"bet" jsonb NOT NULL,
	"state" jsonb NOT NULL,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text NOT NULL,
	"free_spin_pack_id" bigint,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "game_rounds_status" CHECK ("game_rounds"."status" IN ('open', 'settled')),
	CONSTRAINT "game_rounds_money" CHECK ("game_rounds"."stake_minor" >= 0 AND "game_rounds"."win_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_seed_pairs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"game_session_id" bigint,
	"server_seed" text NOT NULL,
	"commitment" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "game_seed_pairs_owner" CHECK (("game_seed_pairs"."user_id" IS NULL) <> ("game_seed_pairs"."game_session_id" IS NULL)),
	CONSTRAINT "game_seed_pairs_status" CHECK ("game_seed_pairs"."status" IN ('active', 'revealed')),
	CONSTRAINT "game_seed_pairs_nonce" CHECK ("game_seed_pairs"."next_nonce" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" bigint,
	"site_session_id" bigint,
	"game_sysname" text NOT NULL,
	"kind" text NOT NULL,
	"mode" text NOT NULL,
	"currency" char(3) NOT NULL,
	"demo_balance_minor" bigint,
	"locale" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_sessions_mode" CHECK ("game_sessions"."mode" IN ('play', 'demo')),
	CONSTRAINT "game_sessions_owner" CHECK ("game_sessions"."user_id" IS NOT NULL OR ("game_sessions"."mode" = 'demo' AND "game_sessions"."demo_balance_minor" IS NOT NULL)),
	CONSTRAINT "game_sessions_demo_balance" CHECK ("game_sessions"."demo_balance_minor" IS NULL OR "game_sessions"."demo_balance_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"studio" text NOT NULL,
	"transaction_id" text NOT NULL,
	"action" text NOT NULL,
	"user_id" bigint NOT NULL,
	"round_id" text NOT NULL,
	"game" text DEFAULT '' NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"balance_kind" text NOT NULL,
	"status" text NOT NULL,
	"reference_transaction_id" text,
	"ledger_transaction_id" bigint,
	"balance_after_minor" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_transactions_action" CHECK ("wallet_transactions"."action" IN ('bet', 'win', 'rollback')),
	CONSTRAINT "wallet_transactions_status" CHECK ("wallet_transactions"."status" IN ('posted', 'rolled_back', 'cancelled')),
	CONSTRAINT "wallet_transactions_amount" CHECK ("wallet_transactions"."amount_minor" >= 0),
	CONSTRAINT "wallet_transactions_balance_kind" CHECK ("wallet_transactions"."balance_kind" IN ('main', 'fun'))
);
--> statement-breakpoint
ALTER TABLE "free_spin_packs" ADD CONSTRAINT "free_spin_packs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_spin_packs" ADD CONSTRAINT "free_spin_packs_game_session_id_game_sessions_id_fk" FOREIGN KEY ("game_session_id") REFERENCES "public"."game_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_history_exports" ADD CONSTRAINT "game_history_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_game_session_id_game_sessions_id_fk" FOREIGN KEY ("game_session_id") REFERENCES "public"."game_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_seed_pair_id_game_seed_pairs_id_fk" FOREIGN KEY ("seed_pair_id") REFERENCES "public"."game_seed_pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_seed_pairs" ADD CONSTRAINT "game_seed_pairs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_seed_pairs" ADD CONSTRAINT "game_seed_pairs_game_session_id_game_sessions_id_fk" FOREIGN KEY ("game_session_id") REFERENCES "public"."game_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_site_session_id_sessions_id_fk" FOREIGN KEY ("site_session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "free_spin_packs_user_idx" ON "free_spin_packs" USING btree ("user_id","game_sysname","status");--> statement-breakpoint
CREATE INDEX "free_spin_packs_session_idx" ON "free_spin_packs" USING btree ("game_session_id");--> statement-breakpoint
CREATE INDEX "game_history_exports_user_idx" ON "game_history_exports" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "game_history_exports_pending_idx" ON "game_history_exports" USING btree ("id") WHERE "game_history_exports"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_seed_nonce" ON "game_rounds" USING btree ("seed_pair_id","nonce");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_session_request" ON "game_rounds" USING btree ("game_session_id","request_id");--> statement-breakpoint
CREATE INDEX "game_rounds_user_idx" ON "game_rounds" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "game_rounds_session_idx" ON "game_rounds" USING btree ("game_session_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_open_user" ON "game_rounds" USING btree ("user_id","game_sysname","mode") WHERE "game_rounds"."status" = 'open' AND "game_rounds"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_open_session" ON "game_rounds" USING btree ("game_session_id") WHERE "game_rounds"."status" = 'open' AND "game_rounds"."user_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "game_seed_pairs_active_user" ON "game_seed_pairs" USING btree ("user_id") WHERE "game_seed_pairs"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "game_seed_pairs_active_session" ON "game_seed_pairs" USING btree ("game_session_id") WHERE "game_seed_pairs"."status" = 'active';--> statement-breakpoint
CREATE INDEX "game_seed_pairs_user_idx" ON "game_seed_pairs" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_sessions_token_hash" ON "game_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_studio_transaction" ON "wallet_transactions" USING btree ("studio","transaction_id");--> statement-breakpoint
CREATE INDEX "wallet_transactions_round_idx" ON "wallet_transactions" USING btree ("studio","round_id");