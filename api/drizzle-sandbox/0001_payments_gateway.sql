CREATE TABLE "gw_bank_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to_iban" text NOT NULL,
	"from_name" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"description" text NOT NULL,
	"outcome" text NOT NULL,
	"deposit_id" text,
	"note" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gw_chain_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"height" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gw_chain_txs" (
	"tx_hash" text PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"amount_micro" bigint NOT NULL,
	"block_height" bigint NOT NULL,
	"deposit_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gw_deposits" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_order_id" text NOT NULL,
	"request_hash" text NOT NULL,
	"channel" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"paid_amount_minor" bigint,
	"fail_reason" text,
	"receiving_iban" text,
	"reference" text,
	"checkout_token" text,
	"return_url" text,
	"network" text,
	"address" text,
	"coin_amount_micro" bigint,
	"rate_micro" bigint,
	"payer_ref" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gw_deposits_merchant_order_id_unique" UNIQUE("merchant_order_id"),
	CONSTRAINT "gw_deposits_reference_unique" UNIQUE("reference"),
	CONSTRAINT "gw_deposits_address_unique" UNIQUE("address")
);
--> statement-breakpoint
CREATE TABLE "gw_payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_payout_id" text NOT NULL,
	"request_hash" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"iban" text NOT NULL,
	"holder_name" text NOT NULL,
	"bank_code" text NOT NULL,
	"status" text NOT NULL,
	"fail_reason" text,
	"settle_after" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gw_payouts_merchant_payout_id_unique" UNIQUE("merchant_payout_id")
);
--> statement-breakpoint
CREATE INDEX "gw_chain_txs_address" ON "gw_chain_txs" USING btree ("to_address");--> statement-breakpoint
CREATE INDEX "gw_deposits_open" ON "gw_deposits" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "gw_payouts_open" ON "gw_payouts" USING btree ("status","settle_after");