CREATE TABLE "consultation_bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consultation_bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"service_id" integer NOT NULL,
	"astrologer_user_id" bigint NOT NULL,
	"member_user_id" bigint NOT NULL,
	"order_id" integer,
	"order_no" text,
	"state" text DEFAULT 'held' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"hold_until" timestamp with time zone NOT NULL,
	"client" jsonb NOT NULL,
	"question" text NOT NULL,
	"price_fen" integer NOT NULL,
	"fee_fen" integer DEFAULT 0 NOT NULL,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_bookings_range" CHECK ("consultation_bookings"."starts_at" < "consultation_bookings"."ends_at" and "consultation_bookings"."ends_at" <= "consultation_bookings"."blocked_until"),
	CONSTRAINT "consultation_bookings_state" CHECK ("consultation_bookings"."state" in ('held', 'confirmed', 'released', 'cancelled', 'completed', 'no_show'))
);
--> statement-breakpoint
CREATE TABLE "consultation_schedules" (
	"astrologer_user_id" bigint PRIMARY KEY NOT NULL,
	"time_zone" text DEFAULT 'Asia/Shanghai' NOT NULL,
	"buffer_minutes" smallint DEFAULT 15 NOT NULL,
	"weekly" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exceptions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_schedules_buffer_range" CHECK ("consultation_schedules"."buffer_minutes" between 0 and 120)
);
--> statement-breakpoint
CREATE TABLE "consultation_services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consultation_services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"astrologer_user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"price_fen" integer NOT NULL,
	"product_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_services_duration" CHECK ("consultation_services"."duration_minutes" in (30, 60)),
	CONSTRAINT "consultation_services_price" CHECK ("consultation_services"."price_fen" > 0)
);
--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD CONSTRAINT "consultation_bookings_service_id_consultation_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."consultation_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD CONSTRAINT "consultation_bookings_astrologer_user_id_users_id_fk" FOREIGN KEY ("astrologer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD CONSTRAINT "consultation_bookings_member_user_id_users_id_fk" FOREIGN KEY ("member_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD CONSTRAINT "consultation_bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_schedules" ADD CONSTRAINT "consultation_schedules_astrologer_user_id_users_id_fk" FOREIGN KEY ("astrologer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_services" ADD CONSTRAINT "consultation_services_astrologer_user_id_users_id_fk" FOREIGN KEY ("astrologer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_services" ADD CONSTRAINT "consultation_services_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consultation_bookings_public_uq" ON "consultation_bookings" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "consultation_bookings_order_uq" ON "consultation_bookings" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "consultation_bookings_member_idx" ON "consultation_bookings" USING btree ("member_user_id","starts_at");--> statement-breakpoint
CREATE INDEX "consultation_bookings_astrologer_idx" ON "consultation_bookings" USING btree ("astrologer_user_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "consultation_services_public_uq" ON "consultation_services" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "consultation_services_product_uq" ON "consultation_services" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "consultation_services_astrologer_idx" ON "consultation_services" USING btree ("astrologer_user_id","active");--> statement-breakpoint
-- hand-written below
-- No double booking, ever: while a booking is held (unpaid) or confirmed (paid), no other live
-- booking of the same astrologer may overlap its [start, end + buffer) range. btree_gist lets the
-- GiST index compare the astrologer id with = next to the range's &&.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD CONSTRAINT "consultation_bookings_no_overlap" EXCLUDE USING gist ("astrologer_user_id" WITH =, tstzrange("starts_at", "blocked_until", '[)') WITH &&) WHERE ("state" IN ('held', 'confirmed'));
