CREATE TABLE "contact_confirmations" (
	"user_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"contact" text NOT NULL,
	"code_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "contact_confirmations_user_id_channel_pk" PRIMARY KEY("user_id","channel")
);
--> statement-breakpoint
ALTER TABLE "contact_confirmations" ADD CONSTRAINT "contact_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_confirmations_contact_idx" ON "contact_confirmations" USING btree ("contact");