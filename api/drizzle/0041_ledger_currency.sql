-- Markets with their own currency (issue 40): the system accounts are per currency and a transfer's two
-- accounts must hold the transfer's currency, a rule of the database (composite foreign keys), not only of
-- wallet_transfer. Existing system accounts take their currency into their name, losing nothing:
--   world -> world:TRY, house:promotions -> house:promotions:TRY, house:bankroll -> house:bankroll:TRY,
--   house:bankroll:N -> house:bankroll:TRY:N (with the currency each row already holds); player accounts keep theirs.
ALTER TABLE "wallet_transfers" DROP CONSTRAINT "wallet_transfers_debit_account_wallet_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "wallet_transfers" DROP CONSTRAINT "wallet_transfers_credit_account_wallet_accounts_id_fk";
--> statement-breakpoint
UPDATE "wallet_accounts" SET "id" = CASE
	WHEN "id" IN ('world', 'house:promotions', 'house:bankroll') THEN "id" || ':' || "currency"
	ELSE 'house:bankroll:' || "currency" || ':' || substring("id" from 16) END
WHERE "id" IN ('world', 'house:promotions', 'house:bankroll') OR "id" ~ '^house:bankroll:[0-9]+$';
--> statement-breakpoint
UPDATE "wallet_transfers" SET "debit_account" = CASE
	WHEN "debit_account" IN ('world', 'house:promotions', 'house:bankroll') THEN "debit_account" || ':' || "currency"
	ELSE 'house:bankroll:' || "currency" || ':' || substring("debit_account" from 16) END
WHERE "debit_account" IN ('world', 'house:promotions', 'house:bankroll') OR "debit_account" ~ '^house:bankroll:[0-9]+$';
--> statement-breakpoint
UPDATE "wallet_transfers" SET "credit_account" = CASE
	WHEN "credit_account" IN ('world', 'house:promotions', 'house:bankroll') THEN "credit_account" || ':' || "currency"
	ELSE 'house:bankroll:' || "currency" || ':' || substring("credit_account" from 16) END
WHERE "credit_account" IN ('world', 'house:promotions', 'house:bankroll') OR "credit_account" ~ '^house:bankroll:[0-9]+$';
--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_id_currency" UNIQUE("id","currency");
--> statement-breakpoint
ALTER TABLE "wallet_transfers" ADD CONSTRAINT "wallet_transfers_debit_currency_fk" FOREIGN KEY ("debit_account","currency") REFERENCES "public"."wallet_accounts"("id","currency") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "wallet_transfers" ADD CONSTRAINT "wallet_transfers_credit_currency_fk" FOREIGN KEY ("credit_account","currency") REFERENCES "public"."wallet_accounts"("id","currency") ON DELETE no action ON UPDATE no action;
