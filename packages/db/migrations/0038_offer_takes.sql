CREATE TABLE "campaign_offer_takes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"offer_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"offer_version" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_offer_takes" ADD CONSTRAINT "campaign_offer_takes_offer_id_campaign_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."campaign_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_offer_takes" ADD CONSTRAINT "campaign_offer_takes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_offer_takes_once" ON "campaign_offer_takes" USING btree ("offer_id","user_id");--> statement-breakpoint
CREATE INDEX "campaign_offer_takes_user_idx" ON "campaign_offer_takes" USING btree ("user_id");