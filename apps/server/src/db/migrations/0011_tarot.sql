CREATE TABLE "tarot_assist_daily" (
	"helper_user_id" bigint NOT NULL,
	"day" text NOT NULL,
	"used" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tarot_assists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tarot_assists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"share_id" integer NOT NULL,
	"helper_user_id" bigint NOT NULL,
	"owner_user_id" bigint NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tarot_readings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tarot_readings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"question" text NOT NULL,
	"spread_id" text NOT NULL,
	"cards" jsonb NOT NULL,
	"answer" text NOT NULL,
	"engine" text NOT NULL,
	"status" text DEFAULT 'done' NOT NULL,
	"charged_from" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tarot_shares" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tarot_shares_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"reading_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"assists_needed" smallint NOT NULL,
	"assist_count" integer DEFAULT 0 NOT NULL,
	"unlocked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tarot_assist_daily" ADD CONSTRAINT "tarot_assist_daily_helper_user_id_users_id_fk" FOREIGN KEY ("helper_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarot_assists" ADD CONSTRAINT "tarot_assists_share_id_tarot_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."tarot_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarot_assists" ADD CONSTRAINT "tarot_assists_helper_user_id_users_id_fk" FOREIGN KEY ("helper_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarot_assists" ADD CONSTRAINT "tarot_assists_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarot_readings" ADD CONSTRAINT "tarot_readings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarot_shares" ADD CONSTRAINT "tarot_shares_reading_id_tarot_readings_id_fk" FOREIGN KEY ("reading_id") REFERENCES "public"."tarot_readings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarot_shares" ADD CONSTRAINT "tarot_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tarot_assist_daily_helper_day_uq" ON "tarot_assist_daily" USING btree ("helper_user_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "tarot_assists_share_helper_uq" ON "tarot_assists" USING btree ("share_id","helper_user_id");--> statement-breakpoint
CREATE INDEX "tarot_assists_helper_day_idx" ON "tarot_assists" USING btree ("helper_user_id","day");--> statement-breakpoint
CREATE INDEX "tarot_assists_day_idx" ON "tarot_assists" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "tarot_readings_public_id_uq" ON "tarot_readings" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "tarot_readings_user_idx" ON "tarot_readings" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tarot_shares_code_uq" ON "tarot_shares" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "tarot_shares_reading_uq" ON "tarot_shares" USING btree ("reading_id");--> statement-breakpoint
CREATE INDEX "tarot_shares_user_idx" ON "tarot_shares" USING btree ("user_id","id");--> statement-breakpoint
-- hand-written below
ALTER TABLE "tarot_shares" ADD CONSTRAINT "tarot_shares_assist_count_ck" CHECK ("assist_count" >= 0 AND "assist_count" <= "assists_needed");--> statement-breakpoint
ALTER TABLE "tarot_readings" ADD CONSTRAINT "tarot_readings_status_ck" CHECK ("status" IN ('done', 'stopped'));
