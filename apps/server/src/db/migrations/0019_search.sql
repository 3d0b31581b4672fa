CREATE TABLE "search_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"ref_id" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body_text" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"title_pinyin" text DEFAULT '' NOT NULL,
	"title_initials" text DEFAULT '' NOT NULL,
	"title_vector" "tsvector" NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "search_documents_ref_uq" ON "search_documents" USING btree ("kind","ref_id");--> statement-breakpoint
CREATE INDEX "search_documents_vector_idx" ON "search_documents" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "search_documents_title_vector_idx" ON "search_documents" USING gin ("title_vector");--> statement-breakpoint
CREATE INDEX "search_documents_visible_idx" ON "search_documents" USING btree ("kind","published_at" DESC NULLS LAST) WHERE "search_documents"."visible";--> statement-breakpoint
CREATE INDEX "search_documents_newest_idx" ON "search_documents" USING btree ("published_at" DESC NULLS LAST) WHERE "search_documents"."visible";