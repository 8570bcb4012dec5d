ALTER TABLE "wallet_transactions" DROP CONSTRAINT "wallet_transactions_ledger_transaction_id_ledger_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "wallet_transactions" DROP COLUMN "ledger_transaction_id";--> statement-breakpoint
ALTER TABLE "wallet_transactions" DROP COLUMN "balance_after_minor";