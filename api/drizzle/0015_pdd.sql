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
ALTER TABLE "pdd_helps" ADD CONSTRAINT "pdd_helps_prize_id_pdd_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."pdd_prizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdd_helps" ADD CONSTRAINT "pdd_helps_helper_user_id_users_id_fk" FOREIGN KEY ("helper_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdd_prizes" ADD CONSTRAINT "pdd_prizes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pdd_helps_helper" ON "pdd_helps" USING btree ("helper_user_id");--> statement-breakpoint
CREATE INDEX "pdd_helps_prize" ON "pdd_helps" USING btree ("prize_id");--> statement-breakpoint
CREATE INDEX "pdd_prizes_user" ON "pdd_prizes" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pdd_prizes_paid" ON "pdd_prizes" USING btree ("paid_at" DESC NULLS LAST) WHERE "pdd_prizes"."status" = 'paid';