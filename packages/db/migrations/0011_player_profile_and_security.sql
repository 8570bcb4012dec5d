CREATE TABLE "signing_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "play_limits" (
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"limit_value" bigint NOT NULL,
	"pending_value" bigint,
	"pending_from" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "play_limits_user_id_kind_period_pk" PRIMARY KEY("user_id","kind","period"),
	CONSTRAINT "play_limits_kind" CHECK ("play_limits"."kind" IN ('loss', 'wager', 'session_time')),
	CONSTRAINT "play_limits_period" CHECK ("play_limits"."period" IN ('day', 'week', 'month')),
	CONSTRAINT "play_limits_value_positive" CHECK ("play_limits"."limit_value" > 0),
	CONSTRAINT "play_limits_pending" CHECK (("play_limits"."pending_from" IS NOT NULL OR "play_limits"."pending_value" IS NULL) AND ("play_limits"."pending_value" IS NULL OR "play_limits"."pending_value" > 0))
);
--> statement-breakpoint
CREATE TABLE "play_restrictions" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"reality_check_minutes" integer DEFAULT 0 NOT NULL,
	"exclusion_kind" text,
	"exclusion_started_at" timestamp with time zone,
	"exclusion_ends_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "play_restrictions_reality_check" CHECK ("play_restrictions"."reality_check_minutes" IN (0, 15, 30, 60)),
	CONSTRAINT "play_restrictions_exclusion" CHECK (("play_restrictions"."exclusion_kind" IS NULL AND "play_restrictions"."exclusion_started_at" IS NULL AND "play_restrictions"."exclusion_ends_at" IS NULL)
        OR ("play_restrictions"."exclusion_kind" = 'time_out' AND "play_restrictions"."exclusion_started_at" IS NOT NULL AND "play_restrictions"."exclusion_ends_at" IS NOT NULL)
        OR ("play_restrictions"."exclusion_kind" = 'self_exclusion' AND "play_restrictions"."exclusion_started_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "two_factor_recovery_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trusted_devices" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_storage" (
	"user_id" bigint NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_storage_user_id_key_pk" PRIMARY KEY("user_id","key"),
	CONSTRAINT "player_storage_key_length" CHECK (char_length("player_storage"."key") BETWEEN 1 AND 64)
);
--> statement-breakpoint
CREATE TABLE "kyc_sandbox_applicants" (
	"id" text PRIMARY KEY NOT NULL,
	"external_user_id" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"review_status" text DEFAULT 'init' NOT NULL,
	"decision" text,
	"decision_reason" text,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_sandbox_applicants_external_user_id_unique" UNIQUE("external_user_id"),
	CONSTRAINT "kyc_sandbox_applicants_review" CHECK ("kyc_sandbox_applicants"."review_status" IN ('init', 'pending', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "kyc_sandbox_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"applicant_id" text NOT NULL,
	"attempt" integer NOT NULL,
	"document_type" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_applicants" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"applicant_id" text NOT NULL,
	"status" text DEFAULT 'started' NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"reason" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_applicants_status" CHECK ("verification_applicants"."status" IN ('started', 'pending', 'approved', 'rejected', 'resubmission'))
);
--> statement-breakpoint
CREATE TABLE "verification_webhook_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"applicant_id" text NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_history_exports" ADD COLUMN "format" text DEFAULT 'csv' NOT NULL;--> statement-breakpoint
ALTER TABLE "game_history_exports" ADD COLUMN "xlsx" "bytea";--> statement-breakpoint
ALTER TABLE "game_history_exports" ADD COLUMN "filters" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_limits" ADD CONSTRAINT "play_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_restrictions" ADD CONSTRAINT "play_restrictions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_recovery_codes" ADD CONSTRAINT "two_factor_recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trusted_devices" ADD CONSTRAINT "trusted_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_storage" ADD CONSTRAINT "player_storage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_sandbox_documents" ADD CONSTRAINT "kyc_sandbox_documents_applicant_id_kyc_sandbox_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."kyc_sandbox_applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_applicants" ADD CONSTRAINT "verification_applicants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" IS NULL;--> statement-breakpoint
CREATE INDEX "two_factor_recovery_codes_user_idx" ON "two_factor_recovery_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "trusted_devices_user_idx" ON "trusted_devices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "kyc_sandbox_documents_applicant" ON "kyc_sandbox_documents" USING btree ("applicant_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "verification_applicants_provider_applicant" ON "verification_applicants" USING btree ("provider","applicant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "verification_webhook_events_provider_event" ON "verification_webhook_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "wallet_transactions_user_time_idx" ON "wallet_transactions" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "game_history_exports" ADD CONSTRAINT "game_history_exports_format" CHECK ("game_history_exports"."format" IN ('csv', 'xlsx'));