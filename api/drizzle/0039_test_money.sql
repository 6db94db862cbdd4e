ALTER TABLE "cashier_turnover" ADD COLUMN "cash_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cashier_turnover" ADD COLUMN "test_held_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The sandbox's welcome grants and top-ups were booked as PROMO; they are test money (TEST_MONEY), never
-- withdrawable. Only a sandbox database holds them (production grants nothing).
UPDATE "wallet_transfers" SET "code" = 'TEST_MONEY' WHERE "code" = 'PROMO' AND ("idempotency_key" LIKE 'welcome:%' OR "idempotency_key" LIKE 'sandbox-top-up:%');--> statement-breakpoint
-- The checkpoints are a cache of the ledger fold (cashier/turnover.ts): folded again from the first transfer
-- with the cash balance and the test money held.
DELETE FROM "cashier_turnover";
