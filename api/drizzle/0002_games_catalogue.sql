CREATE TABLE "game_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "game_favourites" (
	"user_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_favourites_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_label_links" (
	"label_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_label_links_label_id_game_id_pk" PRIMARY KEY("label_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_labels_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "game_providers" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_recent_plays" (
	"user_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_recent_plays_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_norm" text NOT NULL,
	"search_text" text NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"have_demo" boolean DEFAULT true NOT NULL,
	"category_id" integer NOT NULL,
	"firm_code" text NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rtp_bps" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_favourites" ADD CONSTRAINT "game_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favourites" ADD CONSTRAINT "game_favourites_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_label_links" ADD CONSTRAINT "game_label_links_label_id_game_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."game_labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_label_links" ADD CONSTRAINT "game_label_links_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_recent_plays" ADD CONSTRAINT "game_recent_plays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_recent_plays" ADD CONSTRAINT "game_recent_plays_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_category_id_game_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."game_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_firm_code_game_providers_code_fk" FOREIGN KEY ("firm_code") REFERENCES "public"."game_providers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_favourites_user_created" ON "game_favourites" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "game_label_links_game" ON "game_label_links" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "game_recent_plays_user_played" ON "game_recent_plays" USING btree ("user_id","played_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "games_category_rank" ON "games" USING btree ("category_id","popularity" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "games_firm_rank" ON "games" USING btree ("firm_code","popularity" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "games_rank" ON "games" USING btree ("popularity" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "games_name_prefix" ON "games" USING btree ("name_norm" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "games_search_trgm" ON "games" USING gin ("search_text" gin_trgm_ops);