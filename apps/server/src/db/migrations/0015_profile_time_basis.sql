ALTER TABLE "contacts" ADD COLUMN "birth_shichen" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "time_basis" text DEFAULT 'clock' NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "standard_time" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- hand-written below
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_time_basis_check" CHECK ("time_basis" IN ('clock', 'solar'));--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_birth_shichen_check" CHECK ("birth_shichen" IS NULL OR ("time_unknown" AND "birth_shichen" IN ('zi', 'chou', 'yin', 'mao', 'chen', 'si', 'wu', 'wei', 'shen', 'you', 'xu', 'hai')));--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_time_basis_given_check" CHECK ("time_basis" = 'clock' OR NOT "time_unknown" OR "birth_shichen" IS NOT NULL);
