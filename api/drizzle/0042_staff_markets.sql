-- Staff per market (issue 40): the markets whose players a staff member may see and act on; null (every existing
-- member) is every market.
--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "markets" text[];