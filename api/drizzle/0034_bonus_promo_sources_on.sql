-- Promotional credits as bonus money, switched on: the seeded `welcome` and `sign_in` offers pay the welcome mail and the daily
-- sign-in reward as bonus money (10x, phone-verified members only) in every market that has them. An offer
-- staff already pointed elsewhere, or a source staff already gave to another offer, is left as staff made it.
-- Each change is the offer's next version, written by 'migration' in the audit trail. An offer staff never
-- saved keeps updated_by 'seed' (the seed still fills its translations, as for any offer staff never touched).
WITH defaults(code, source) AS (VALUES ('welcome', 'welcome_mail'), ('sign_in', 'sign_in')),
switched AS (
  UPDATE "bonus_offers" o
  SET "promo_source" = d.source, "version" = o."version" + 1, "updated_at" = now(),
    "updated_by" = CASE WHEN o."updated_by" = 'seed' THEN 'seed' ELSE 'migration' END
  FROM defaults d
  WHERE o."code" = d.code AND o."promo_source" IS NULL
    AND NOT EXISTS (SELECT 1 FROM "bonus_offers" x WHERE x."market_id" = o."market_id" AND x."promo_source" = d.source)
  RETURNING o."id", o."version", o."updated_at", d.source
)
INSERT INTO "bonus_offer_versions" ("offer_id", "version", "fields", "note", "actor", "created_at")
SELECT s."id", s."version",
  jsonb_set(
    coalesce((SELECT v."fields" FROM "bonus_offer_versions" v WHERE v."offer_id" = s."id" ORDER BY v."version" DESC LIMIT 1), '{}'::jsonb),
    CASE WHEN (SELECT v."fields" FROM "bonus_offer_versions" v WHERE v."offer_id" = s."id" ORDER BY v."version" DESC LIMIT 1) ? 'promo_source' THEN '{promo_source}' ELSE '{promoSource}' END::text[],
    to_jsonb(s.source)
  ),
  'The seeded default: this promotional credit pays as bonus money', 'migration', s."updated_at"
FROM switched s;
