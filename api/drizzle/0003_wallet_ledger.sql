CREATE TABLE "wallet_game_rounds" (
	"user_id" bigint NOT NULL,
	"round_id" text NOT NULL,
	"game_id" integer NOT NULL,
	"currency" text NOT NULL,
	"bet_minor" bigint DEFAULT 0 NOT NULL,
	"win_minor" bigint DEFAULT 0 NOT NULL,
	"refund_minor" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallet_game_rounds_user_id_round_id_pk" PRIMARY KEY("user_id","round_id")
);
--> statement-breakpoint
CREATE TABLE "wallet_launch_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"game_name" text NOT NULL,
	"game_kind" text NOT NULL,
	"mode" text NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"authenticated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wallet_seamless_transactions" (
	"user_id" bigint NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"amount" bigint,
	"currency" text,
	"round_id" text,
	"game_id" integer,
	"balance_after" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallet_seamless_transactions_user_id_transaction_id_pk" PRIMARY KEY("user_id","transaction_id")
);
--> statement-breakpoint
CREATE TABLE "wallet_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"allow_negative" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_accounts_no_overdraft" CHECK ("wallet_accounts"."allow_negative" or "wallet_accounts"."balance" >= 0),
	CONSTRAINT "wallet_accounts_players_never_negative" CHECK (not ("wallet_accounts"."allow_negative" and "wallet_accounts"."id" like 'player:%'))
);
--> statement-breakpoint
CREATE TABLE "wallet_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"debit_account" text NOT NULL,
	"credit_account" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"code" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_transfers_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "wallet_transfers_amount_positive" CHECK ("wallet_transfers"."amount" > 0),
	CONSTRAINT "wallet_transfers_two_accounts" CHECK ("wallet_transfers"."debit_account" <> "wallet_transfers"."credit_account")
);
--> statement-breakpoint
ALTER TABLE "wallet_launch_tokens" ADD CONSTRAINT "wallet_launch_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transfers" ADD CONSTRAINT "wallet_transfers_debit_account_wallet_accounts_id_fk" FOREIGN KEY ("debit_account") REFERENCES "public"."wallet_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transfers" ADD CONSTRAINT "wallet_transfers_credit_account_wallet_accounts_id_fk" FOREIGN KEY ("credit_account") REFERENCES "public"."wallet_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_game_rounds_user_started" ON "wallet_game_rounds" USING btree ("user_id","started_at" DESC NULLS LAST,"round_id");--> statement-breakpoint
CREATE INDEX "wallet_launch_tokens_user" ON "wallet_launch_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "wallet_transfers_debit" ON "wallet_transfers" USING btree ("debit_account","id");--> statement-breakpoint
CREATE INDEX "wallet_transfers_credit" ON "wallet_transfers" USING btree ("credit_account","id");