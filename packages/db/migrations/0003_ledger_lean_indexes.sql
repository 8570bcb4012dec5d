DROP INDEX "ledger_postings_transaction_idx";--> statement-breakpoint
DROP INDEX "ledger_transactions_reference_idx";--> statement-breakpoint
DROP INDEX "ledger_postings_account_idx";--> statement-breakpoint
ALTER TABLE "ledger_postings" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_transaction_id_account_id_pk" PRIMARY KEY("transaction_id","account_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_account_idx" ON "ledger_postings" USING btree ("account_id","transaction_id");
