CREATE TABLE "sign_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sign_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"share_id" integer NOT NULL,
	"inviter_user_id" bigint NOT NULL,
	"invitee_user_id" bigint NOT NULL,
	"device_id" text,
	"account_key" text NOT NULL,
	"ip" text NOT NULL,
	"rewarded" boolean NOT NULL,
	"credits" smallint DEFAULT 0 NOT NULL,
	"no_reward_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_shares" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sign_shares_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"user_id" bigint NOT NULL,
	"nickname" text NOT NULL,
	"sun_sign" text NOT NULL,
	"moon_sign" text,
	"ascendant_sign" text,
	"show_moon" boolean NOT NULL,
	"show_ascendant" boolean NOT NULL,
	"compare_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sign_invitations" ADD CONSTRAINT "sign_invitations_share_id_sign_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."sign_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_invitations" ADD CONSTRAINT "sign_invitations_inviter_user_id_users_id_fk" FOREIGN KEY ("inviter_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_invitations" ADD CONSTRAINT "sign_invitations_invitee_user_id_users_id_fk" FOREIGN KEY ("invitee_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_shares" ADD CONSTRAINT "sign_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sign_invitations_invitee_uq" ON "sign_invitations" USING btree ("invitee_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sign_invitations_device_rewarded_uq" ON "sign_invitations" USING btree ("device_id") WHERE "sign_invitations"."rewarded" and "sign_invitations"."device_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sign_invitations_account_rewarded_uq" ON "sign_invitations" USING btree ("account_key") WHERE "sign_invitations"."rewarded";--> statement-breakpoint
CREATE INDEX "sign_invitations_inviter_idx" ON "sign_invitations" USING btree ("inviter_user_id","id");--> statement-breakpoint
CREATE INDEX "sign_invitations_ip_idx" ON "sign_invitations" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sign_shares_code_uq" ON "sign_shares" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "sign_shares_user_uq" ON "sign_shares" USING btree ("user_id");