CREATE TABLE "bonus_offers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"market_id" text NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"terms" text NOT NULL,
	"percent" integer,
	"amount_minor" bigint,
	"cap_minor" bigint,
	"min_deposit_minor" bigint,
	"wagering_multiplier" integer NOT NULL,
	"wagering_base" text DEFAULT 'bonus' NOT NULL,
	"weights" jsonb NOT NULL,
	"excluded_game_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_bet_minor" bigint,
	"valid_days" integer NOT NULL,
	"max_conversion_minor" bigint,
	"phone_verified_only" boolean DEFAULT true NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_offers_multiplier" CHECK ("bonus_offers"."wagering_multiplier" between 0 and 100),
	CONSTRAINT "bonus_offers_percent" CHECK ("bonus_offers"."percent" is null or "bonus_offers"."percent" between 1 and 500),
	CONSTRAINT "bonus_offers_amounts" CHECK (coalesce("bonus_offers"."amount_minor", 1) > 0 and coalesce("bonus_offers"."cap_minor", 1) > 0 and coalesce("bonus_offers"."max_bet_minor", 1) > 0 and coalesce("bonus_offers"."max_conversion_minor", 1) > 0),
	CONSTRAINT "bonus_offers_valid_days" CHECK ("bonus_offers"."valid_days" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "player_bonuses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"offer_id" bigint NOT NULL,
	"offer_version" integer NOT NULL,
	"status" text NOT NULL,
	"granted_minor" bigint NOT NULL,
	"wagered_minor" bigint DEFAULT 0 NOT NULL,
	"required_minor" bigint NOT NULL,
	"max_bet_minor" bigint,
	"weights" jsonb NOT NULL,
	"excluded_game_ids" jsonb NOT NULL,
	"max_conversion_minor" bigint,
	"converted_minor" bigint,
	"source" text NOT NULL,
	"device_number" text,
	"mobile" text,
	"granted_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "player_bonuses_amounts" CHECK ("player_bonuses"."granted_minor" > 0 and "player_bonuses"."required_minor" >= 0 and "player_bonuses"."wagered_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "wallet_game_rounds" ADD COLUMN "bet_bonus_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_game_rounds" ADD COLUMN "bonus_id" bigint;--> statement-breakpoint
ALTER TABLE "wallet_seamless_transactions" ADD COLUMN "bonus_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_offer_id_bonus_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."bonus_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_offers_market_code" ON "bonus_offers" USING btree ("market_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_one_active" ON "player_bonuses" USING btree ("user_id") WHERE "player_bonuses"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_offer_user" ON "player_bonuses" USING btree ("offer_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_offer_device" ON "player_bonuses" USING btree ("offer_id","device_number") WHERE "player_bonuses"."device_number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_offer_mobile" ON "player_bonuses" USING btree ("offer_id","mobile") WHERE "player_bonuses"."mobile" is not null;--> statement-breakpoint
CREATE INDEX "player_bonuses_user" ON "player_bonuses" USING btree ("user_id","id");