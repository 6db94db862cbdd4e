CREATE TABLE "cashier_turnover" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"remaining_minor" bigint NOT NULL,
	"required_minor" bigint NOT NULL,
	"last_transfer_id" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"document_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"replaced_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "kyc_documents_document_id_unique" UNIQUE("document_id")
);
--> statement-breakpoint
CREATE TABLE "kyc_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"source" text NOT NULL,
	"actor" text,
	"reason" text,
	"detail" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_profiles" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"step" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birth_date" date NOT NULL,
	"national_id_hash" text NOT NULL,
	"national_id_last4" text NOT NULL,
	"vendor_result" text,
	"vendor_ref" text,
	"reject_reason" text,
	"reviewed_by" text,
	"submitted_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cashier_orders" ADD COLUMN "risk_flags" jsonb;--> statement-breakpoint
ALTER TABLE "cashier_orders" ADD COLUMN "linked_user_ids" jsonb;--> statement-breakpoint
ALTER TABLE "cashier_turnover" ADD CONSTRAINT "cashier_turnover_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_events" ADD CONSTRAINT "kyc_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_profiles" ADD CONSTRAINT "kyc_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_documents_user" ON "kyc_documents" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "kyc_events_user" ON "kyc_events" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "kyc_profiles_queue" ON "kyc_profiles" USING btree ("status","step","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_profiles_national_id_verified" ON "kyc_profiles" USING btree ("national_id_hash") WHERE "kyc_profiles"."status" = 'verified';