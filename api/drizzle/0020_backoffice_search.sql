-- Staff find a player (backoffice/player-search.repository.ts) by id, public id, phone, nickname, device,
-- IBAN or order id, each one indexed lookup. Already indexed: users.id, users.public_id, users.mobile
-- (unique), users.device_number, sessions.device_number, cashier_orders.order_id (unique).
-- Added here: a nickname prefix, case-insensitive (lower(nike_name) LIKE 'abc%'); every IBAN a card ever
-- had (the live-only unique index misses deleted cards, which matter for fraud); the IBAN a withdrawal was
-- paid to; and the gateway's order id.
CREATE INDEX IF NOT EXISTS "users_nick_lower" ON "users" USING btree (lower("nike_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cashier_bank_cards_iban" ON "cashier_bank_cards" USING btree ("iban");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cashier_orders_payout_iban" ON "cashier_orders" USING btree (("payout_account"->>'iban')) WHERE "payout_account" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cashier_orders_gateway_order" ON "cashier_orders" USING btree ("gateway_order_id") WHERE "gateway_order_id" IS NOT NULL;
