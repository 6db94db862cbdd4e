-- A player belongs to one market. Every player before markets were whole businesses played in Türkiye (lira):
-- they are tr players. The tr row exists in every seeded database; a database migrated before its first seed
-- gets it here (the seed then leaves it as it is).
INSERT INTO "markets" ("id", "name", "default_lang", "currency", "is_default")
  SELECT 'tr', 'Türkiye', 'tk', 'TRY', NOT EXISTS (SELECT 1 FROM "markets" WHERE "is_default")
  WHERE NOT EXISTS (SELECT 1 FROM "markets" WHERE "id" = 'tr');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "market_id" text DEFAULT 'tr' NOT NULL;--> statement-breakpoint
-- From now on every new player names a market (the tourist start's page market): no default.
ALTER TABLE "users" ALTER COLUMN "market_id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_market" ON "users" USING btree ("market_id","id");
