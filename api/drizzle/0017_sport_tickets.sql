CREATE TABLE "sport_tickets" (
	"user_id" bigint NOT NULL,
	"round_id" text NOT NULL,
	"game_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"stake_minor" bigint NOT NULL,
	"odds_x100" integer NOT NULL,
	"potential_return_minor" bigint NOT NULL,
	"win_minor" bigint DEFAULT 0 NOT NULL,
	"legs" jsonb NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sport_tickets_user_id_round_id_pk" PRIMARY KEY("user_id","round_id")
);
--> statement-breakpoint
CREATE INDEX "sport_tickets_user_placed" ON "sport_tickets" USING btree ("user_id","placed_at" DESC NULLS LAST);