CREATE TABLE "registration_offer_notices" (
	"user_id" bigint NOT NULL,
	"offer_id" bigint NOT NULL,
	CONSTRAINT "registration_offer_notices_user_id_offer_id_pk" PRIMARY KEY("user_id","offer_id")
);
--> statement-breakpoint
ALTER TABLE "registration_offer_notices" ADD CONSTRAINT "registration_offer_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_offer_notices" ADD CONSTRAINT "registration_offer_notices_offer_id_campaign_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."campaign_offers"("id") ON DELETE no action ON UPDATE no action;