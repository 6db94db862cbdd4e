CREATE TABLE "backoffice_adjustments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"direction" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"code" text NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"proposed_by" text NOT NULL,
	"proposed_at" timestamp with time zone NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"transfer_id" bigint,
	CONSTRAINT "backoffice_adjustments_amount_positive" CHECK ("backoffice_adjustments"."amount_minor" > 0),
	CONSTRAINT "backoffice_adjustments_direction" CHECK ("backoffice_adjustments"."direction" in ('credit', 'debit')),
	CONSTRAINT "backoffice_adjustments_status" CHECK ("backoffice_adjustments"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "backoffice_adjustments_four_eyes" CHECK ("backoffice_adjustments"."decided_by" is null or "backoffice_adjustments"."decided_by" <> "backoffice_adjustments"."proposed_by")
);
--> statement-breakpoint
CREATE TABLE "backoffice_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"reason" text,
	"detail" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "backoffice_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"author" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "backoffice_player_flags" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"login_blocked_at" timestamp with time zone,
	"review_at" timestamp with time zone,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_users" DROP CONSTRAINT "staff_users_role";--> statement-breakpoint
ALTER TABLE "backoffice_adjustments" ADD CONSTRAINT "backoffice_adjustments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backoffice_notes" ADD CONSTRAINT "backoffice_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backoffice_player_flags" ADD CONSTRAINT "backoffice_player_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "backoffice_adjustments_status" ON "backoffice_adjustments" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "backoffice_adjustments_user" ON "backoffice_adjustments" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "backoffice_audit_user" ON "backoffice_audit" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "backoffice_audit_actor" ON "backoffice_audit" USING btree ("actor","id");--> statement-breakpoint
CREATE INDEX "backoffice_notes_user" ON "backoffice_notes" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_role" CHECK ("staff_users"."role" in ('viewer', 'operator', 'compliance', 'approver', 'admin'));