CREATE TABLE "jackpot_cycles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"jackpot_id" bigint NOT NULL,
	"number" integer NOT NULL,
	"version" integer NOT NULL,
	"drop_min_minor" bigint NOT NULL,
	"drop_max_minor" bigint NOT NULL,
	"drop_amount_minor" bigint NOT NULL,
	"salt" text NOT NULL,
	"commitment" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"won_at" timestamp with time zone,
	"won_by" bigint,
	"win_amount_minor" bigint,
	"win_game" text,
	"win_transaction_id" bigint,
	CONSTRAINT "jackpot_cycles_drop_in_range" CHECK ("jackpot_cycles"."drop_amount_minor" BETWEEN "jackpot_cycles"."drop_min_minor" AND "jackpot_cycles"."drop_max_minor"),
	CONSTRAINT "jackpot_cycles_won" CHECK (("jackpot_cycles"."won_at" IS NULL) = ("jackpot_cycles"."won_by" IS NULL AND "jackpot_cycles"."win_amount_minor" IS NULL AND "jackpot_cycles"."win_transaction_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "jackpot_versions" (
	"jackpot_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"description_en" text NOT NULL,
	"description_fr" text NOT NULL,
	"seed_minor" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"drop_min_minor" bigint NOT NULL,
	"drop_max_minor" bigint NOT NULL,
	"games" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpot_versions_jackpot_id_version_pk" PRIMARY KEY("jackpot_id","version"),
	CONSTRAINT "jackpot_versions_rate" CHECK ("jackpot_versions"."rate_bp" BETWEEN 1 AND 1000),
	CONSTRAINT "jackpot_versions_seed" CHECK ("jackpot_versions"."seed_minor" >= 0 AND "jackpot_versions"."seed_minor" < "jackpot_versions"."drop_min_minor"),
	CONSTRAINT "jackpot_versions_range" CHECK ("jackpot_versions"."drop_min_minor" <= "jackpot_versions"."drop_max_minor")
);
--> statement-breakpoint
CREATE TABLE "jackpots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sysname" text NOT NULL,
	"currency" char(3) NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer NOT NULL,
	"pool_account_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpots_sysname_unique" UNIQUE("sysname"),
	CONSTRAINT "jackpots_status" CHECK ("jackpots"."status" IN ('active', 'paused'))
);
--> statement-breakpoint
ALTER TABLE "jackpot_cycles" ADD CONSTRAINT "jackpot_cycles_jackpot_id_jackpots_id_fk" FOREIGN KEY ("jackpot_id") REFERENCES "public"."jackpots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_cycles" ADD CONSTRAINT "jackpot_cycles_won_by_users_id_fk" FOREIGN KEY ("won_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_cycles" ADD CONSTRAINT "jackpot_cycles_win_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("win_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_versions" ADD CONSTRAINT "jackpot_versions_jackpot_id_jackpots_id_fk" FOREIGN KEY ("jackpot_id") REFERENCES "public"."jackpots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_versions" ADD CONSTRAINT "jackpot_versions_created_by_operators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpots" ADD CONSTRAINT "jackpots_pool_account_id_ledger_accounts_id_fk" FOREIGN KEY ("pool_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_cycles_number" ON "jackpot_cycles" USING btree ("jackpot_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_cycles_one_open" ON "jackpot_cycles" USING btree ("jackpot_id") WHERE "jackpot_cycles"."won_at" IS NULL;--> statement-breakpoint
CREATE INDEX "jackpot_cycles_won_idx" ON "jackpot_cycles" USING btree ("won_at") WHERE "jackpot_cycles"."won_at" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "jackpots_pool_account" ON "jackpots" USING btree ("pool_account_id");