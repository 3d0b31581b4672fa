CREATE TABLE "course_chapters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "course_chapters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_enrolments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "course_enrolments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"status" text NOT NULL,
	"order_no" text,
	"order_id" integer,
	"form" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_lesson_id" integer,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_homework" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "course_homework_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"course_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"content" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"passed" boolean,
	"score" smallint,
	"comment" text,
	"graded_by" bigint,
	"graded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_homework_score_ck" CHECK ("course_homework"."score" is null or "course_homework"."score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "course_lessons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "course_lessons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"course_id" integer NOT NULL,
	"chapter_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"minutes" smallint NOT NULL,
	"free_preview" boolean DEFAULT false NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"media_key" text,
	"media_seconds" integer,
	"homework_prompt" text
);
--> statement-breakpoint
CREATE TABLE "course_progress" (
	"user_id" bigint NOT NULL,
	"lesson_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"position_seconds" integer DEFAULT 0 NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_progress_user_id_lesson_id_pk" PRIMARY KEY("user_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "courses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"level" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"outcomes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cover_svg" text DEFAULT '' NOT NULL,
	"teacher_name" text NOT NULL,
	"teacher_title" text DEFAULT '' NOT NULL,
	"teacher_bio" text DEFAULT '' NOT NULL,
	"teacher_avatar_svg" text DEFAULT '' NOT NULL,
	"teacher_user_id" bigint,
	"uses_chart" boolean DEFAULT false NOT NULL,
	"price_fen" integer NOT NULL,
	"list_price_fen" integer NOT NULL,
	"seats" integer,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"sale_start" timestamp with time zone,
	"sale_end" timestamp with time zone,
	"product_id" integer,
	"status" text DEFAULT 'on' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_seats_ck" CHECK ("courses"."seats" is null or ("courses"."seats_taken" >= 0 and "courses"."seats_taken" <= "courses"."seats"))
);
--> statement-breakpoint
ALTER TABLE "course_chapters" ADD CONSTRAINT "course_chapters_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_homework" ADD CONSTRAINT "course_homework_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_homework" ADD CONSTRAINT "course_homework_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_homework" ADD CONSTRAINT "course_homework_lesson_id_course_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."course_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_homework" ADD CONSTRAINT "course_homework_graded_by_users_id_fk" FOREIGN KEY ("graded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD CONSTRAINT "course_lessons_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD CONSTRAINT "course_lessons_chapter_id_course_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."course_chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_progress" ADD CONSTRAINT "course_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_progress" ADD CONSTRAINT "course_progress_lesson_id_course_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."course_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_progress" ADD CONSTRAINT "course_progress_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_teacher_user_id_users_id_fk" FOREIGN KEY ("teacher_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_chapters_pos_uq" ON "course_chapters" USING btree ("course_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "course_enrolments_live_uq" ON "course_enrolments" USING btree ("course_id","user_id") WHERE "course_enrolments"."status" in ('pending', 'active');--> statement-breakpoint
CREATE INDEX "course_enrolments_user_idx" ON "course_enrolments" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "course_enrolments_order_idx" ON "course_enrolments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "course_homework_public_id_uq" ON "course_homework" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "course_homework_user_idx" ON "course_homework" USING btree ("user_id","lesson_id");--> statement-breakpoint
CREATE INDEX "course_homework_status_idx" ON "course_homework" USING btree ("status","course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "course_lessons_slug_uq" ON "course_lessons" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "course_lessons_course_idx" ON "course_lessons" USING btree ("course_id","chapter_id","position");--> statement-breakpoint
CREATE INDEX "course_progress_course_idx" ON "course_progress" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_slug_uq" ON "courses" USING btree ("slug");