CREATE TABLE "support_settings" (
	"market_id" text PRIMARY KEY NOT NULL,
	"reply_minutes" integer NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_settings" ADD CONSTRAINT "support_settings_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;