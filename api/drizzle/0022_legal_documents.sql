CREATE TABLE "legal_documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"market_id" text NOT NULL,
	"kind" text NOT NULL,
	"lang" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"published_by" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "legal_documents_version_positive" CHECK ("legal_documents"."version" > 0)
);
--> statement-breakpoint
ALTER TABLE "legal_documents" ADD CONSTRAINT "legal_documents_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "legal_documents_version" ON "legal_documents" USING btree ("market_id","kind","lang","version");--> statement-breakpoint
CREATE INDEX "legal_documents_published" ON "legal_documents" USING btree ("published_at");