CREATE TABLE "agent_rebates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"wagered_minor" bigint NOT NULL,
	"rate_bps" integer NOT NULL,
	"transfer_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agent_rebates_transfer_key_unique" UNIQUE("transfer_key")
);
--> statement-breakpoint
ALTER TABLE "agent_rebates" ADD CONSTRAINT "agent_rebates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_rebates_user" ON "agent_rebates" USING btree ("user_id","created_at");