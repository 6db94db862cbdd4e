CREATE TABLE "cashier_bank_cards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"iban" text NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"holder_name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cashier_order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_pk" bigint NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"source" text NOT NULL,
	"actor" text,
	"reason" text,
	"detail" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cashier_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"fee_minor" bigint DEFAULT 0 NOT NULL,
	"credited_minor" bigint,
	"currency" text NOT NULL,
	"gateway_order_id" text,
	"instructions" jsonb,
	"bank_card_id" bigint,
	"payout_account" jsonb,
	"client_request_id" text,
	"reason" text,
	"expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cashier_orders_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "cashier_player_state" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"withdraw_pwd_hash" text,
	"withdraw_pwd_set_at" timestamp with time zone,
	"pwd_failures" integer DEFAULT 0 NOT NULL,
	"pwd_locked_until" timestamp with time zone,
	"first_recharge_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cashier_bank_cards" ADD CONSTRAINT "cashier_bank_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashier_order_events" ADD CONSTRAINT "cashier_order_events_order_pk_cashier_orders_id_fk" FOREIGN KEY ("order_pk") REFERENCES "public"."cashier_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashier_orders" ADD CONSTRAINT "cashier_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashier_player_state" ADD CONSTRAINT "cashier_player_state_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cashier_bank_cards_user" ON "cashier_bank_cards" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cashier_bank_cards_iban_live" ON "cashier_bank_cards" USING btree ("iban") WHERE "cashier_bank_cards"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cashier_order_events_order" ON "cashier_order_events" USING btree ("order_pk","id");--> statement-breakpoint
CREATE INDEX "cashier_orders_user_created" ON "cashier_orders" USING btree ("user_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "cashier_orders_open" ON "cashier_orders" USING btree ("status","updated_at") WHERE "cashier_orders"."status" in ('created', 'pending', 'review');--> statement-breakpoint
CREATE UNIQUE INDEX "cashier_orders_client_request" ON "cashier_orders" USING btree ("user_id","client_request_id") WHERE "cashier_orders"."client_request_id" is not null;