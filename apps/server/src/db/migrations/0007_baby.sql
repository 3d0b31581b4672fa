CREATE TABLE "baby_element_checks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "baby_element_checks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"contact_id" integer,
	"birth" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "baby_element_checks" ADD CONSTRAINT "baby_element_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "baby_element_checks_public_id_uq" ON "baby_element_checks" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "baby_element_checks_user_idx" ON "baby_element_checks" USING btree ("user_id","id");