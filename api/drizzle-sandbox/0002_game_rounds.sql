CREATE TABLE "sandbox_game_rounds" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"player_key" text NOT NULL,
	"game_id" integer NOT NULL,
	"engine" text NOT NULL,
	"mode" text NOT NULL,
	"status" text NOT NULL,
	"stake_minor" bigint NOT NULL,
	"win_minor" bigint DEFAULT 0 NOT NULL,
	"request" jsonb NOT NULL,
	"state" jsonb NOT NULL,
	"bets" jsonb NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settle_at" timestamp with time zone,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_game_seeds" (
	"player_key" text NOT NULL,
	"game_id" integer NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_game_seeds_player_key_game_id_pk" PRIMARY KEY("player_key","game_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_game_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"token" text NOT NULL,
	"player_id" text NOT NULL,
	"currency" text NOT NULL,
	"game_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"game_name" text NOT NULL,
	"lang" text NOT NULL,
	"balance_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_game_rounds_recall" ON "sandbox_game_rounds" USING btree ("player_key","game_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sandbox_game_rounds_unsettled" ON "sandbox_game_rounds" USING btree ("status","settle_at");