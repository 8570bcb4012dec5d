ALTER TABLE "campaign_offers" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_offers" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_offers" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_offers" ADD CONSTRAINT "campaign_offers_window" CHECK ("campaign_offers"."starts_at" IS NULL OR "campaign_offers"."ends_at" IS NULL OR "campaign_offers"."starts_at" < "campaign_offers"."ends_at");