CREATE TABLE "certificates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"user_id" bigint NOT NULL,
	"exam_id" integer NOT NULL,
	"attempt_id" integer NOT NULL,
	"holder_name" text NOT NULL,
	"title" text NOT NULL,
	"score" smallint NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text
);
--> statement-breakpoint
CREATE TABLE "ecard_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ecard_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"buyer_id" bigint NOT NULL,
	"order_item_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"seq" integer NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"redeemed_by" bigint,
	"redeemed_at" timestamp with time zone,
	"voided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "exam_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exam_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"exam_id" integer NOT NULL,
	"question_ids" jsonb NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"graded_at" timestamp with time zone,
	"ended_by" text,
	"correct_count" integer,
	"score" smallint,
	"passed" boolean
);
--> statement-breakpoint
CREATE TABLE "exam_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exam_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"exam_id" integer NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"stem" text NOT NULL,
	"options" jsonb NOT NULL,
	"answer" jsonb NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"chart" jsonb,
	CONSTRAINT "exam_questions_kind" CHECK ("exam_questions"."kind" in ('single', 'multiple', 'chart'))
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"certificate_title" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"pass_score" smallint NOT NULL,
	"draw_count" integer,
	"required_product_id" integer,
	"status" text DEFAULT 'on' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exams_pass_score_range" CHECK ("exams"."pass_score" between 1 and 100),
	CONSTRAINT "exams_duration_pos" CHECK ("exams"."duration_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "isar_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "isar_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"track" text NOT NULL,
	"real_name" text NOT NULL,
	"english_name" text NOT NULL,
	"email" text NOT NULL,
	"level" text NOT NULL,
	"experience" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecard_codes" ADD CONSTRAINT "ecard_codes_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecard_codes" ADD CONSTRAINT "ecard_codes_redeemed_by_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "isar_applications" ADD CONSTRAINT "isar_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_number_uq" ON "certificates" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_user_exam_uq" ON "certificates" USING btree ("user_id","exam_id");--> statement-breakpoint
CREATE INDEX "certificates_attempt_idx" ON "certificates" USING btree ("attempt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ecard_codes_code_uq" ON "ecard_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "ecard_codes_item_seq_uq" ON "ecard_codes" USING btree ("order_item_id","seq");--> statement-breakpoint
CREATE INDEX "ecard_codes_buyer_idx" ON "ecard_codes" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "ecard_codes_redeemed_idx" ON "ecard_codes" USING btree ("redeemed_by");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_public_id_uq" ON "exam_attempts" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_one_open_uq" ON "exam_attempts" USING btree ("user_id") WHERE "exam_attempts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "exam_attempts_user_idx" ON "exam_attempts" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_questions_key_uq" ON "exam_questions" USING btree ("exam_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "exams_slug_uq" ON "exams" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "isar_applications_one_pending_uq" ON "isar_applications" USING btree ("user_id","track") WHERE "isar_applications"."status" = 'submitted';