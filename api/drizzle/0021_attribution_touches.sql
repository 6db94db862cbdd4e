CREATE TABLE "attribution_touches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"device_number" text NOT NULL,
	"user_id" bigint,
	"adid" text,
	"gaid" text,
	"fbclid" text,
	"gclid" text,
	"ttclid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attribution_touches" ADD CONSTRAINT "attribution_touches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attribution_touches_device" ON "attribution_touches" USING btree ("device_number");--> statement-breakpoint
CREATE INDEX "attribution_touches_user" ON "attribution_touches" USING btree ("user_id");