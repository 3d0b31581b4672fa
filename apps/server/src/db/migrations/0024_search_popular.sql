CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_hidden_words" (
	"keyword" text PRIMARY KEY NOT NULL,
	"hidden_by" integer NOT NULL,
	"hidden_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_log" (
	"day" date NOT NULL,
	"keyword" text NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "search_log_day_keyword_visitor_pk" PRIMARY KEY("day","keyword","visitor")
);
--> statement-breakpoint
DROP INDEX "search_documents_vector_idx";--> statement-breakpoint
DROP INDEX "search_documents_title_vector_idx";--> statement-breakpoint
CREATE INDEX "search_documents_vector_idx" ON "search_documents" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_documents_title_vector_idx" ON "search_documents" USING gin ("title_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_documents_title_trgm_idx" ON "search_documents" USING gin ("title" gin_trgm_ops) WITH (fastupdate=false) WHERE "search_documents"."visible";--> statement-breakpoint
CREATE INDEX "search_documents_pinyin_trgm_idx" ON "search_documents" USING gin ("title_pinyin" gin_trgm_ops) WITH (fastupdate=false) WHERE "search_documents"."visible";--> statement-breakpoint
CREATE INDEX "search_documents_initials_idx" ON "search_documents" USING btree ("title_initials" text_pattern_ops) WHERE "search_documents"."visible";