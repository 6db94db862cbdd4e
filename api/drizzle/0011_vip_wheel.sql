CREATE TABLE "vip_rewards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"market" text NOT NULL,
	"kind" text NOT NULL,
	"level" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"transfer_key" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wheel_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"source" text NOT NULL,
	"source_ref" text NOT NULL,
	"spins" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wheel_grants_used_within" CHECK ("wheel_grants"."used" >= 0 and "wheel_grants"."used" <= "wheel_grants"."spins")
);
--> statement-breakpoint
CREATE TABLE "wheel_spins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"grant_id" bigint NOT NULL,
	"table_id" integer NOT NULL,
	"market" text NOT NULL,
	"table_version" integer NOT NULL,
	"prize_index" integer NOT NULL,
	"prize_kind" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"request_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wheel_tables" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"version" integer NOT NULL,
	"currency" text NOT NULL,
	"prizes" jsonb NOT NULL,
	"pinned_index" integer,
	"note" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wheel_tables_version_positive" CHECK ("wheel_tables"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "vip_rewards" ADD CONSTRAINT "vip_rewards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_grants" ADD CONSTRAINT "wheel_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_grant_id_wheel_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."wheel_grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_table_id_wheel_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."wheel_tables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vip_rewards_once" ON "vip_rewards" USING btree ("user_id","kind","level");--> statement-breakpoint
CREATE INDEX "vip_rewards_user_created" ON "vip_rewards" USING btree ("user_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "wheel_grants_user_source_ref" ON "wheel_grants" USING btree ("user_id","source_ref");--> statement-breakpoint
CREATE INDEX "wheel_spins_user_created" ON "wheel_spins" USING btree ("user_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "wheel_spins_request" ON "wheel_spins" USING btree ("user_id","request_id") WHERE "wheel_spins"."request_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "wheel_tables_market_version" ON "wheel_tables" USING btree ("market","version");