CREATE TABLE "dice_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dice_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"roll_id" integer NOT NULL,
	"member_user_id" bigint NOT NULL,
	"astrologer_user_id" bigint,
	"status" text NOT NULL,
	"price_fen" integer NOT NULL,
	"order_id" integer,
	"order_no" text,
	"paid_at" timestamp with time zone,
	"answer_due_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"claim_expires_at" timestamp with time zone,
	"answer" text,
	"answered_at" timestamp with time zone,
	"rating" smallint,
	"rating_comment" text,
	"accepted_at" timestamp with time zone,
	"accepted_by" text,
	"refund_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dice_questions_status_ck" CHECK ("dice_questions"."status" in ('unpaid', 'open', 'claimed', 'answered', 'accepted', 'refunded', 'closed')),
	CONSTRAINT "dice_questions_rating_ck" CHECK ("dice_questions"."rating" is null or "dice_questions"."rating" between 1 and 5),
	CONSTRAINT "dice_questions_claim_ck" CHECK ("dice_questions"."status" <> 'claimed' or ("dice_questions"."astrologer_user_id" is not null and "dice_questions"."claim_expires_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "dice_rolls" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dice_rolls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"question" text NOT NULL,
	"planet" text NOT NULL,
	"sign" text NOT NULL,
	"house" smallint NOT NULL,
	"answer" text NOT NULL,
	"status" text NOT NULL,
	"engine" text NOT NULL,
	"charged_from" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dice_rolls_house_ck" CHECK ("dice_rolls"."house" between 1 and 12)
);
--> statement-breakpoint
ALTER TABLE "dice_questions" ADD CONSTRAINT "dice_questions_roll_id_dice_rolls_id_fk" FOREIGN KEY ("roll_id") REFERENCES "public"."dice_rolls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dice_questions" ADD CONSTRAINT "dice_questions_member_user_id_users_id_fk" FOREIGN KEY ("member_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dice_questions" ADD CONSTRAINT "dice_questions_astrologer_user_id_users_id_fk" FOREIGN KEY ("astrologer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dice_questions" ADD CONSTRAINT "dice_questions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dice_rolls" ADD CONSTRAINT "dice_rolls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dice_questions_public_id_uq" ON "dice_questions" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dice_questions_order_uq" ON "dice_questions" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dice_questions_live_roll_uq" ON "dice_questions" USING btree ("roll_id") WHERE "dice_questions"."status" not in ('closed', 'refunded');--> statement-breakpoint
CREATE UNIQUE INDEX "dice_questions_one_claim_uq" ON "dice_questions" USING btree ("astrologer_user_id") WHERE "dice_questions"."status" = 'claimed';--> statement-breakpoint
CREATE INDEX "dice_questions_status_idx" ON "dice_questions" USING btree ("status","paid_at");--> statement-breakpoint
CREATE INDEX "dice_questions_member_idx" ON "dice_questions" USING btree ("member_user_id","id");--> statement-breakpoint
CREATE INDEX "dice_questions_astrologer_idx" ON "dice_questions" USING btree ("astrologer_user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "dice_rolls_public_id_uq" ON "dice_rolls" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "dice_rolls_user_idx" ON "dice_rolls" USING btree ("user_id","id");