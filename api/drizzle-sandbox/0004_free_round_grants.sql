CREATE TABLE "sandbox_free_round_grants" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"player_id" text NOT NULL,
	"currency" text NOT NULL,
	"game_codes" jsonb NOT NULL,
	"rounds" integer NOT NULL,
	"rounds_played" integer DEFAULT 0 NOT NULL,
	"stake_minor" bigint NOT NULL,
	"won_minor" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "sandbox_free_round_grants_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "sandbox_game_rounds" ADD COLUMN "free_grant_id" text;--> statement-breakpoint
CREATE INDEX "sandbox_free_round_grants_player" ON "sandbox_free_round_grants" USING btree ("player_id","status");