ALTER TABLE "remote_versions" ADD COLUMN "sizes" jsonb;--> statement-breakpoint
ALTER TABLE "remote_versions" ADD COLUMN "over_budget_reason" text;