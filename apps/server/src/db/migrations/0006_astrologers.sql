CREATE TABLE "astrologer_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "astrologer_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_no" text NOT NULL,
	"user_id" bigint NOT NULL,
	"capacities" text[] NOT NULL,
	"status" text DEFAULT '01' NOT NULL,
	"reason" text,
	"real_name" text NOT NULL,
	"experience" text NOT NULL,
	"specialities" text[] NOT NULL,
	"photo_key" text,
	"certificates" jsonb NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "astrologer_earning_accounts" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"balance_fen" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "astrologer_earnings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "astrologer_earnings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entry_no" text NOT NULL,
	"user_id" bigint NOT NULL,
	"cause" text NOT NULL,
	"kind" text,
	"order_no" text,
	"withdrawal_id" integer,
	"gross_fen" bigint DEFAULT 0 NOT NULL,
	"commission_fen" bigint DEFAULT 0 NOT NULL,
	"delta_fen" bigint NOT NULL,
	"balance_after_fen" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"note" text,
	"available_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "astrologer_earnings_delta_nonzero" CHECK ("astrologer_earnings"."delta_fen" <> 0)
);
--> statement-breakpoint
CREATE TABLE "astrologer_profiles" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"display_name" text NOT NULL,
	"photo_url" text,
	"introduction" text DEFAULT '' NOT NULL,
	"specialities" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "astrologer_withdrawals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "astrologer_withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"withdrawal_no" text NOT NULL,
	"user_id" bigint NOT NULL,
	"amount_fen" bigint NOT NULL,
	"channel" text NOT NULL,
	"account_name" text NOT NULL,
	"account_no" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"reason" text,
	"handled_by" bigint,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "astrologer_withdrawals_amount_pos" CHECK ("astrologer_withdrawals"."amount_fen" > 0)
);
--> statement-breakpoint
ALTER TABLE "astrologer_applications" ADD CONSTRAINT "astrologer_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "astrologer_earning_accounts" ADD CONSTRAINT "astrologer_earning_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "astrologer_earnings" ADD CONSTRAINT "astrologer_earnings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "astrologer_profiles" ADD CONSTRAINT "astrologer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "astrologer_withdrawals" ADD CONSTRAINT "astrologer_withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "astrologer_applications_no_uq" ON "astrologer_applications" USING btree ("application_no");--> statement-breakpoint
CREATE UNIQUE INDEX "astrologer_applications_one_waiting_uq" ON "astrologer_applications" USING btree ("user_id") WHERE "astrologer_applications"."status" = '01';--> statement-breakpoint
CREATE INDEX "astrologer_applications_status_idx" ON "astrologer_applications" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "astrologer_earnings_entry_no_uq" ON "astrologer_earnings" USING btree ("entry_no");--> statement-breakpoint
CREATE UNIQUE INDEX "astrologer_earnings_idempotency_uq" ON "astrologer_earnings" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "astrologer_earnings_user_idx" ON "astrologer_earnings" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "astrologer_earnings_order_idx" ON "astrologer_earnings" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "astrologer_profiles_public_id_uq" ON "astrologer_profiles" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "astrologer_withdrawals_no_uq" ON "astrologer_withdrawals" USING btree ("withdrawal_no");--> statement-breakpoint
CREATE INDEX "astrologer_withdrawals_user_idx" ON "astrologer_withdrawals" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "astrologer_withdrawals_status_idx" ON "astrologer_withdrawals" USING btree ("status","id");--> statement-breakpoint
-- hand-written below
-- The earnings ledger is immutable: corrections are new lines (reversal, withdrawal_returned), never edits.
CREATE FUNCTION astrologer_earnings_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'astrologer_earnings is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER astrologer_earnings_no_change BEFORE UPDATE OR DELETE ON "astrologer_earnings"
  FOR EACH ROW EXECUTE FUNCTION astrologer_earnings_immutable();
