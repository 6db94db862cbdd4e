CREATE TABLE "bonus_cashback_payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"week_start" text NOT NULL,
	"vip_level" integer NOT NULL,
	"cashback_bps" integer NOT NULL,
	"net_loss_minor" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"credit_as" text NOT NULL,
	"offer_id" bigint,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_cashback_amounts" CHECK ("bonus_cashback_payments"."amount_minor" > 0 and "bonus_cashback_payments"."net_loss_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "bonus_offer_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"offer_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"note" text NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "player_bonuses_offer_user";--> statement-breakpoint
DROP INDEX "player_bonuses_offer_device";--> statement-breakpoint
DROP INDEX "player_bonuses_offer_mobile";--> statement-breakpoint
ALTER TABLE "bonus_offers" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bonus_offers" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bonus_offers" ADD COLUMN "credit_as" text DEFAULT 'bonus' NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_offers" ADD COLUMN "promo_source" text;--> statement-breakpoint
ALTER TABLE "bonus_offers" ADD COLUMN "free_rounds" jsonb;--> statement-breakpoint
ALTER TABLE "bonus_offers" ADD COLUMN "updated_by" text DEFAULT 'seed' NOT NULL;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "once" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_cashback_payments" ADD CONSTRAINT "bonus_cashback_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_cashback_payments" ADD CONSTRAINT "bonus_cashback_payments_offer_id_bonus_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."bonus_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_offer_versions" ADD CONSTRAINT "bonus_offer_versions_offer_id_bonus_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."bonus_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_cashback_user_week" ON "bonus_cashback_payments" USING btree ("user_id","week_start");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_offer_versions_offer_version" ON "bonus_offer_versions" USING btree ("offer_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_offers_market_source" ON "bonus_offers" USING btree ("market_id","promo_source") WHERE "bonus_offers"."promo_source" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_offer_user" ON "player_bonuses" USING btree ("offer_id","user_id") WHERE "player_bonuses"."once";--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_offer_device" ON "player_bonuses" USING btree ("offer_id","device_number") WHERE "player_bonuses"."once" and "player_bonuses"."device_number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_offer_mobile" ON "player_bonuses" USING btree ("offer_id","mobile") WHERE "player_bonuses"."once" and "player_bonuses"."mobile" is not null;--> statement-breakpoint
-- The offers seeded before versions existed get their first version (the audit trail starts there).
INSERT INTO "bonus_offer_versions" ("offer_id", "version", "fields", "note", "actor", "created_at")
SELECT o."id", o."version", to_jsonb(o) - 'id' - 'updated_at' - 'updated_by' - 'version', 'seed', o."updated_by", o."updated_at" FROM "bonus_offers" o;
