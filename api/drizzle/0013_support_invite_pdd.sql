CREATE TABLE "support_channels" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"market_id" text NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"url" text,
	"hours" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_faq" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"market_id" text NOT NULL,
	"lang" text NOT NULL,
	"slug" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"author" text NOT NULL,
	"staff_actor" text,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
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
CREATE TABLE "pdd_helps" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"prize_id" bigint NOT NULL,
	"helper_user_id" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pdd_prizes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"target_minor" bigint NOT NULL,
	"progress_minor" bigint NOT NULL,
	"helpers_needed" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "support_channels" ADD CONSTRAINT "support_channels_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_faq" ADD CONSTRAINT "support_faq_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rebates" ADD CONSTRAINT "agent_rebates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdd_helps" ADD CONSTRAINT "pdd_helps_prize_id_pdd_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."pdd_prizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdd_helps" ADD CONSTRAINT "pdd_helps_helper_user_id_users_id_fk" FOREIGN KEY ("helper_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdd_prizes" ADD CONSTRAINT "pdd_prizes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "support_channels_market_kind" ON "support_channels" USING btree ("market_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "support_faq_market_lang_slug" ON "support_faq" USING btree ("market_id","lang","slug");--> statement-breakpoint
CREATE INDEX "support_messages_user_created" ON "support_messages" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "support_messages_waiting" ON "support_messages" USING btree ("user_id") WHERE "support_messages"."author" = 'player' and "support_messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "agent_rebates_user" ON "agent_rebates" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pdd_helps_helper" ON "pdd_helps" USING btree ("helper_user_id");--> statement-breakpoint
CREATE INDEX "pdd_helps_prize" ON "pdd_helps" USING btree ("prize_id");--> statement-breakpoint
CREATE INDEX "pdd_prizes_user" ON "pdd_prizes" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pdd_prizes_paid" ON "pdd_prizes" USING btree ("paid_at" DESC NULLS LAST) WHERE "pdd_prizes"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "users_invite_uuid" ON "users" USING btree ("invite_uuid") WHERE "users"."invite_uuid" is not null;