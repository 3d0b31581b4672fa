CREATE TABLE "consultation_room_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consultation_room_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"sender_user_id" bigint NOT NULL,
	"sender_side" text NOT NULL,
	"sender_name" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"file_key" text,
	"file_name" text,
	"file_type" text,
	"file_size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_room_messages_side" CHECK ("consultation_room_messages"."sender_side" in ('member', 'astrologer')),
	CONSTRAINT "consultation_room_messages_content" CHECK (("consultation_room_messages"."file_key" is null and length("consultation_room_messages"."body") between 1 and 2000) or ("consultation_room_messages"."file_key" is not null and "consultation_room_messages"."file_name" is not null and "consultation_room_messages"."file_type" is not null and "consultation_room_messages"."file_size" > 0))
);
--> statement-breakpoint
ALTER TABLE "consultation_room_messages" ADD CONSTRAINT "consultation_room_messages_booking_id_consultation_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."consultation_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_room_messages" ADD CONSTRAINT "consultation_room_messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_room_messages_booking_idx" ON "consultation_room_messages" USING btree ("booking_id","id");