CREATE TABLE "report_day_players" (
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"user_id" bigint NOT NULL,
	CONSTRAINT "report_day_players_day_currency_user_id_pk" PRIMARY KEY("day","currency","user_id")
);
--> statement-breakpoint
CREATE TABLE "report_first_deposits" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_game_hours" (
	"hour" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"game_id" integer NOT NULL,
	"rounds" bigint NOT NULL,
	"bets_minor" bigint DEFAULT 0 NOT NULL,
	"wins_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_game_hours_hour_currency_game_id_pk" PRIMARY KEY("hour","currency","game_id")
);
--> statement-breakpoint
CREATE TABLE "report_hours" (
	"hour" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"bets_minor" bigint DEFAULT 0 NOT NULL,
	"wins_minor" bigint DEFAULT 0 NOT NULL,
	"bonus_granted_minor" bigint DEFAULT 0 NOT NULL,
	"bonus_converted_minor" bigint DEFAULT 0 NOT NULL,
	"bonus_removed_minor" bigint DEFAULT 0 NOT NULL,
	"cashback_minor" bigint DEFAULT 0 NOT NULL,
	"deposits_minor" bigint DEFAULT 0 NOT NULL,
	"deposits" integer DEFAULT 0 NOT NULL,
	"withdrawals_minor" bigint DEFAULT 0 NOT NULL,
	"withdrawals" integer DEFAULT 0 NOT NULL,
	"registrations" integer DEFAULT 0 NOT NULL,
	"first_depositors" integer DEFAULT 0 NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "report_hours_hour_currency_pk" PRIMARY KEY("hour","currency")
);
--> statement-breakpoint
CREATE TABLE "report_state" (
	"id" text PRIMARY KEY NOT NULL,
	"computed_until" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "report_first_deposits_at" ON "report_first_deposits" USING btree ("at");--> statement-breakpoint
CREATE INDEX "users_registered_at" ON "users" USING btree ("registered_at") WHERE "users"."registered_at" is not null;--> statement-breakpoint
CREATE INDEX "wallet_game_rounds_started_brin" ON "wallet_game_rounds" USING brin ("started_at");--> statement-breakpoint
CREATE INDEX "wallet_transfers_created_brin" ON "wallet_transfers" USING brin ("created_at");