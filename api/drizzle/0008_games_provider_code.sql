ALTER TABLE "games" ADD COLUMN "provider_game_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_launch_tokens" ADD COLUMN "game_code" text DEFAULT '' NOT NULL;