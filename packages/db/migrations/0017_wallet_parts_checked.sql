ALTER TABLE "wallet_transactions" DROP CONSTRAINT "wallet_transactions_balance_kind";--> statement-breakpoint
ALTER TABLE "wallet_transactions" ALTER COLUMN "money" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "wallet_transactions" DROP COLUMN "balance_kind";--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_money" CHECK ("wallet_transactions"."money" IN ('real', 'fun'));--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_parts" CHECK (("wallet_transactions"."money" = 'real' AND "wallet_transactions"."amount_main_minor" >= 0 AND "wallet_transactions"."amount_bonus_minor" >= 0
           AND "wallet_transactions"."amount_main_minor" + "wallet_transactions"."amount_bonus_minor" = "wallet_transactions"."amount_minor")
          OR ("wallet_transactions"."money" = 'fun' AND "wallet_transactions"."amount_main_minor" = 0 AND "wallet_transactions"."amount_bonus_minor" = 0));