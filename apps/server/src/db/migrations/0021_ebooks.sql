CREATE TABLE "ebook_annotations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ebook_annotations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"ebook_id" integer NOT NULL,
	"kind" text NOT NULL,
	"cfi" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"color" text DEFAULT 'yellow' NOT NULL,
	"chapter_title" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ebook_annotations_kind_ck" CHECK ("ebook_annotations"."kind" in ('bookmark', 'highlight'))
);
--> statement-breakpoint
CREATE TABLE "ebook_reading_states" (
	"user_id" bigint NOT NULL,
	"ebook_id" integer NOT NULL,
	"cfi" text NOT NULL,
	"progress" real NOT NULL,
	"chapter_title" text DEFAULT '' NOT NULL,
	"font_size" smallint NOT NULL,
	"theme" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ebook_reading_states_user_id_ebook_id_pk" PRIMARY KEY("user_id","ebook_id")
);
--> statement-breakpoint
CREATE TABLE "ebook_shelf" (
	"order_item_id" bigint PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"ebook_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ebooks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ebooks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"author" text NOT NULL,
	"summary" text NOT NULL,
	"intro" jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cover_svg" text NOT NULL,
	"toc" jsonb NOT NULL,
	"sample_title" text NOT NULL,
	"sample_paragraphs" jsonb NOT NULL,
	"word_count" integer NOT NULL,
	"epub" "bytea" NOT NULL,
	"epub_sha256" text NOT NULL,
	"status" text DEFAULT 'on' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ebooks_status_ck" CHECK ("ebooks"."status" in ('on', 'off'))
);
--> statement-breakpoint
ALTER TABLE "ebook_annotations" ADD CONSTRAINT "ebook_annotations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook_annotations" ADD CONSTRAINT "ebook_annotations_ebook_id_ebooks_id_fk" FOREIGN KEY ("ebook_id") REFERENCES "public"."ebooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook_reading_states" ADD CONSTRAINT "ebook_reading_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook_reading_states" ADD CONSTRAINT "ebook_reading_states_ebook_id_ebooks_id_fk" FOREIGN KEY ("ebook_id") REFERENCES "public"."ebooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook_shelf" ADD CONSTRAINT "ebook_shelf_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook_shelf" ADD CONSTRAINT "ebook_shelf_ebook_id_ebooks_id_fk" FOREIGN KEY ("ebook_id") REFERENCES "public"."ebooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ebook_annotations_public_id_uq" ON "ebook_annotations" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ebook_annotations_place_uq" ON "ebook_annotations" USING btree ("user_id","ebook_id","kind","cfi");--> statement-breakpoint
CREATE INDEX "ebook_annotations_book_idx" ON "ebook_annotations" USING btree ("user_id","ebook_id","id");--> statement-breakpoint
CREATE INDEX "ebook_reading_states_user_idx" ON "ebook_reading_states" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "ebook_shelf_user_idx" ON "ebook_shelf" USING btree ("user_id","ebook_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ebooks_slug_uq" ON "ebooks" USING btree ("slug");