ALTER TABLE "chat_conversations" ADD COLUMN "open_key" text;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_open_key_unique" UNIQUE("open_key");