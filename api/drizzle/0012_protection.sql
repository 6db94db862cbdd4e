CREATE TABLE "protection_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"old_value" jsonb,
	"new_value" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protection_exclusions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"duration" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "protection_limits" (
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"value" bigint,
	"pending_value" bigint,
	"pending_remove" integer DEFAULT 0 NOT NULL,
	"pending_effective_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "protection_limits_user_id_kind_period_pk" PRIMARY KEY("user_id","kind","period"),
	CONSTRAINT "protection_limits_value_positive" CHECK ("protection_limits"."value" is null or "protection_limits"."value" > 0)
);
--> statement-breakpoint
CREATE TABLE "protection_profiles" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"birth_date" date NOT NULL,
	"age_confirmed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protection_settings" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"reality_check_minutes" integer,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "protection_settings_reality_check" CHECK ("protection_settings"."reality_check_minutes" is null or "protection_settings"."reality_check_minutes" between 15 and 120)
);
--> statement-breakpoint
ALTER TABLE "protection_audit" ADD CONSTRAINT "protection_audit_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_exclusions" ADD CONSTRAINT "protection_exclusions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_limits" ADD CONSTRAINT "protection_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_profiles" ADD CONSTRAINT "protection_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_settings" ADD CONSTRAINT "protection_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "protection_audit_user" ON "protection_audit" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "protection_exclusions_user" ON "protection_exclusions" USING btree ("user_id","starts_at");