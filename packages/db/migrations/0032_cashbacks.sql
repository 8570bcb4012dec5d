CREATE TABLE "cashback_periods" (
	"period_key" text NOT NULL,
	"currency" char(3) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"cashbacks" integer NOT NULL,
	"total_minor" bigint NOT NULL,
	CONSTRAINT "cashback_periods_period_key_currency_pk" PRIMARY KEY("period_key","currency")
);
--> statement-breakpoint
CREATE TABLE "cashbacks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"period_key" text NOT NULL,
	"currency" char(3) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"loss_minor" bigint NOT NULL,
	"percent_bp" integer NOT NULL,
	"max_amount_minor" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"receiving_expired_at" timestamp with time zone NOT NULL,
	"paid_out_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "cashbacks_status" CHECK ("cashbacks"."status" IN ('active', 'paid_out', 'expired', 'removed')),
	CONSTRAINT "cashbacks_amounts" CHECK ("cashbacks"."amount_minor" > 0 AND "cashbacks"."loss_minor" > 0 AND "cashbacks"."percent_bp" > 0),
	CONSTRAINT "cashbacks_paid" CHECK (("cashbacks"."status" = 'paid_out') = ("cashbacks"."paid_out_at" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "cashbacks" ADD CONSTRAINT "cashbacks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cashbacks_player_period" ON "cashbacks" USING btree ("user_id","period_key","currency");--> statement-breakpoint
CREATE INDEX "cashbacks_user_idx" ON "cashbacks" USING btree ("user_id","ends_at");--> statement-breakpoint
CREATE INDEX "cashbacks_expiry_idx" ON "cashbacks" USING btree ("receiving_expired_at") WHERE "cashbacks"."status" = 'active';