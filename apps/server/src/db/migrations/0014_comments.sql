CREATE TABLE "comment_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comment_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comment_id" integer NOT NULL,
	"reporter_user_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"target_type" text NOT NULL,
	"target_ref" bigint NOT NULL,
	"booking_id" integer,
	"parent_id" integer,
	"author_user_id" bigint NOT NULL,
	"rating" smallint,
	"content" text NOT NULL,
	"status" text DEFAULT 'visible' NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"hidden_reason" text,
	"hidden_by" bigint,
	"hidden_at" timestamp with time zone,
	"edited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comments_status" CHECK ("comments"."status" in ('visible', 'hidden')),
	CONSTRAINT "comments_rating_range" CHECK ("comments"."rating" is null or "comments"."rating" between 1 and 5),
	CONSTRAINT "comments_review_shape" CHECK (("comments"."booking_id" is null) = ("comments"."rating" is null) and ("comments"."parent_id" is null or "comments"."booking_id" is null))
);
--> statement-breakpoint
CREATE TABLE "member_time_zones" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comment_reports" ADD CONSTRAINT "comment_reports_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_reports" ADD CONSTRAINT "comment_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_booking_id_consultation_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."consultation_bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_parent_id_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_time_zones" ADD CONSTRAINT "member_time_zones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "comment_reports_once_uq" ON "comment_reports" USING btree ("comment_id","reporter_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "comments_public_uq" ON "comments" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "comments_booking_uq" ON "comments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "comments_target_idx" ON "comments" USING btree ("target_type","target_ref","status","created_at");--> statement-breakpoint
CREATE INDEX "comments_parent_idx" ON "comments" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "comments_reported_idx" ON "comments" USING btree ("status","report_count");--> statement-breakpoint
-- hand-written below
-- One level of replies: a reply's parent is a top-level comment of the same target. Checked here so
-- no path (a race, a future endpoint, a hand edit) can build a thread deeper than the pages show.
CREATE FUNCTION comments_one_level() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.parent_id IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM comments p
    WHERE p.id = NEW.parent_id AND p.parent_id IS NULL
      AND p.target_type = NEW.target_type AND p.target_ref = NEW.target_ref
  ) THEN
    RAISE EXCEPTION 'a reply must answer a top-level comment of the same target' USING ERRCODE = '23514';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER comments_one_level BEFORE INSERT OR UPDATE OF parent_id, target_type, target_ref ON comments
  FOR EACH ROW EXECUTE FUNCTION comments_one_level();
