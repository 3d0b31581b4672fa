CREATE TABLE "report_templates" (
	"key" text PRIMARY KEY NOT NULL,
	"sample_title" text NOT NULL,
	"sample_text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"report_id" integer NOT NULL,
	"version" integer NOT NULL,
	"template_version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"order_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"order_item_id" integer NOT NULL,
	"unit" smallint DEFAULT 1 NOT NULL,
	"product_id" integer NOT NULL,
	"template" text NOT NULL,
	"status" text DEFAULT 'awaiting_input' NOT NULL,
	"input" jsonb,
	"input_locked_at" timestamp with time zone,
	"first_generated_at" timestamp with time zone,
	"regenerations_used" smallint DEFAULT 0 NOT NULL,
	"current_version" integer DEFAULT 0 NOT NULL,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_versions" ADD CONSTRAINT "report_versions_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_versions_report_version_uq" ON "report_versions" USING btree ("report_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_public_id_uq" ON "reports" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_order_item_unit_uq" ON "reports" USING btree ("order_item_id","unit");--> statement-breakpoint
CREATE INDEX "reports_user_idx" ON "reports" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "reports_order_idx" ON "reports" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "reports_status_idx" ON "reports" USING btree ("status","id");