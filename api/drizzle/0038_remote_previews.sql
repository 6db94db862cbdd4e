CREATE TABLE "remote_previews" (
	"id" text PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"pairs" jsonb NOT NULL,
	"reason" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "remote_previews_market_created" ON "remote_previews" USING btree ("market","created_at");