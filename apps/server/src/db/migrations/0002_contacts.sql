CREATE TABLE "contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"relation" text NOT NULL,
	"calendar" text DEFAULT 'solar' NOT NULL,
	"birthday" text NOT NULL,
	"lunar_date" text,
	"time_unknown" boolean DEFAULT false NOT NULL,
	"birth_hour" smallint,
	"birth_min" smallint,
	"birth_location" text,
	"birth_latitude" double precision,
	"birth_longitude" double precision,
	"birth_time_zone" text,
	"reliability" text DEFAULT 'C' NOT NULL,
	"visibility" smallint DEFAULT 1 NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contacts_user_idx" ON "contacts" USING btree ("user_id","id");