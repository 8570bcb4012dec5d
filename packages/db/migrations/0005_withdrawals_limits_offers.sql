CREATE TABLE "campaign_offers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sysname" text NOT NULL,
	"trigger_action" text NOT NULL,
	"trigger_params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"promotions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_offers_sysname_unique" UNIQUE("sysname"),
	CONSTRAINT "campaign_offers_trigger_action" CHECK ("campaign_offers"."trigger_action" <> '')
);
--> statement-breakpoint
CREATE TABLE "deposit_limits" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"period" text NOT NULL,
	"limit_minor" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"pending_period" text,
	"pending_limit_minor" bigint,
	"pending_from" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_limits_period" CHECK ("deposit_limits"."period" IN ('day', 'week', 'month')),
	CONSTRAINT "deposit_limits_limit_positive" CHECK ("deposit_limits"."limit_minor" > 0),
	CONSTRAINT "deposit_limits_pending" CHECK (("deposit_limits"."pending_period" IS NULL AND "deposit_limits"."pending_from" IS NULL AND "deposit_limits"."pending_limit_minor" IS NULL)
        OR ("deposit_limits"."pending_period" = 'none' AND "deposit_limits"."pending_from" IS NOT NULL AND "deposit_limits"."pending_limit_minor" IS NULL)
        OR ("deposit_limits"."pending_period" IN ('day', 'week', 'month') AND "deposit_limits"."pending_from" IS NOT NULL AND "deposit_limits"."pending_limit_minor" > 0))
);
--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "requisites" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "bank_id" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "campaign_offer_id" bigint;--> statement-breakpoint
ALTER TABLE "deposit_limits" ADD CONSTRAINT "deposit_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_campaign_offer_id_campaign_offers_id_fk" FOREIGN KEY ("campaign_offer_id") REFERENCES "public"."campaign_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_transactions_pending_withdrawals" ON "payment_transactions" USING btree ("id") WHERE "payment_transactions"."kind" = 'withdrawal' AND "payment_transactions"."status" = 'pending';