CREATE TABLE "sandbox_sport_bets" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"player_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"stake_minor" bigint NOT NULL,
	"potential_return_minor" bigint NOT NULL,
	"win_minor" bigint DEFAULT 0 NOT NULL,
	"legs" jsonb NOT NULL,
	"request" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_sport_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"player_id" text NOT NULL,
	"currency" text NOT NULL,
	"game_id" integer NOT NULL,
	"lang" text NOT NULL,
	"balance_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_sport_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_sport_bets_player" ON "sandbox_sport_bets" USING btree ("player_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sandbox_sport_bets_status" ON "sandbox_sport_bets" USING btree ("status","created_at");