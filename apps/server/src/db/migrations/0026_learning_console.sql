ALTER TABLE "course_homework" ADD COLUMN "seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "isar_applications" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "isar_applications" ADD COLUMN "reviewed_by" bigint;--> statement-breakpoint
ALTER TABLE "isar_applications" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "isar_applications" ADD CONSTRAINT "isar_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;