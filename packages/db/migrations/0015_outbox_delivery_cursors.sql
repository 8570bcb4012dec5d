CREATE TABLE "outbox_cursors" (
	"subscriber" text PRIMARY KEY NOT NULL,
	"tx_id" "xid8" DEFAULT '0'::xid8 NOT NULL,
	"event_id" bigint DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"retry_at" timestamp with time zone,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "outbox_events_topic_idx";--> statement-breakpoint
ALTER TABLE "outbox_events" ADD COLUMN "tx_id" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_events_tx_idx" ON "outbox_events" USING btree ("tx_id","id");