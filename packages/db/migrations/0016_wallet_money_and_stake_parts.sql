ALTER TABLE "wallet_transactions" ADD COLUMN "money" text DEFAULT 'real' NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "amount_main_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "amount_bonus_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Written by hand: rows before split stakes played one balance kind, main (real money) or fun.
UPDATE "wallet_transactions" SET
  "money" = CASE WHEN "balance_kind" = 'fun' THEN 'fun' ELSE 'real' END,
  "amount_main_minor" = CASE WHEN "balance_kind" = 'fun' THEN 0 ELSE "amount_minor" END;
