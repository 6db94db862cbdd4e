ALTER TABLE "remote_versions" ADD COLUMN "git_author" text;--> statement-breakpoint
ALTER TABLE "remote_versions" ADD COLUMN "built_at" timestamp with time zone;