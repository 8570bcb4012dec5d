CREATE TABLE "second_factor_failures" (
	"account_kind" text NOT NULL,
	"account_id" bigint NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"lockouts_in_a_row" integer DEFAULT 0 NOT NULL,
	"refused_while_locked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "second_factor_failures_account_kind_account_id_pk" PRIMARY KEY("account_kind","account_id"),
	CONSTRAINT "second_factor_failures_kind" CHECK ("second_factor_failures"."account_kind" IN ('operator', 'player'))
);
--> statement-breakpoint
CREATE INDEX "second_factor_failures_locked_idx" ON "second_factor_failures" USING btree ("account_kind","locked_at");