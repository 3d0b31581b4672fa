CREATE TABLE "fun_btf_checks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fun_btf_checks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"order_item_id" bigint NOT NULL,
	"order_no" text NOT NULL,
	"user_id" bigint NOT NULL,
	"run_id" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"answer" text,
	"answered_by" bigint,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fun_btf_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fun_btf_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"input" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fun_nvc_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fun_nvc_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"observation" text NOT NULL,
	"feeling" text NOT NULL,
	"need" text NOT NULL,
	"request" text NOT NULL,
	"guide" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fun_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fun_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"input" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fun_btf_checks" ADD CONSTRAINT "fun_btf_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fun_btf_checks" ADD CONSTRAINT "fun_btf_checks_run_id_fun_btf_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."fun_btf_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fun_btf_runs" ADD CONSTRAINT "fun_btf_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fun_nvc_entries" ADD CONSTRAINT "fun_nvc_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fun_results" ADD CONSTRAINT "fun_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fun_btf_checks_public_id_uq" ON "fun_btf_checks" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fun_btf_checks_item_uq" ON "fun_btf_checks" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "fun_btf_checks_status_idx" ON "fun_btf_checks" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "fun_btf_runs_public_id_uq" ON "fun_btf_runs" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "fun_btf_runs_user_idx" ON "fun_btf_runs" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "fun_nvc_entries_public_id_uq" ON "fun_nvc_entries" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "fun_nvc_entries_user_idx" ON "fun_nvc_entries" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "fun_results_public_id_uq" ON "fun_results" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "fun_results_user_idx" ON "fun_results" USING btree ("user_id","kind","id");