CREATE TABLE "remote_reports" (
	"market_id" text NOT NULL,
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"bucket_start" timestamp with time zone NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "remote_reports_market_id_remote_version_bucket_start_pk" PRIMARY KEY("market_id","remote","version","bucket_start")
);
--> statement-breakpoint
CREATE TABLE "remote_versions" (
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"manifest_url" text NOT NULL,
	"entry_url" text NOT NULL,
	"integrity" text NOT NULL,
	"shared" jsonb NOT NULL,
	"routes" jsonb,
	"git_commit" text,
	"published_by" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_versions_remote_version_pk" PRIMARY KEY("remote","version")
);
--> statement-breakpoint
ALTER TABLE "market_remotes" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "market_remotes" ADD COLUMN "pinned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "market_remotes" ADD COLUMN "last_known_good" text;--> statement-breakpoint
ALTER TABLE "market_remotes" ADD COLUMN "history" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "market_remotes" ADD COLUMN "canary_version" text;--> statement-breakpoint
ALTER TABLE "market_remotes" ADD COLUMN "canary_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "market_remotes" ADD COLUMN "canary_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registry_audit" ADD COLUMN "reason" text;--> statement-breakpoint
CREATE INDEX "remote_versions_published" ON "remote_versions" USING btree ("remote","published_at");--> statement-breakpoint
CREATE INDEX "registry_audit_remote_created" ON "registry_audit" USING btree ("remote_name","created_at");