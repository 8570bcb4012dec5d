ALTER TABLE "contact_confirmations" ADD COLUMN "link_hash" text;--> statement-breakpoint
ALTER TABLE "contact_confirmations" ADD COLUMN "window_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_confirmations" ADD COLUMN "sends_in_window" integer DEFAULT 0 NOT NULL;