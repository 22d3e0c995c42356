CREATE TABLE "calendar_feeds" (
	"owner_email" text PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"busy" text DEFAULT '[]' NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enquiry_id" uuid NOT NULL,
	"owner_email" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"visitor_name" text NOT NULL,
	"visitor_email" text NOT NULL,
	"visitor_phone" text,
	"project" text,
	"visitor_zone" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_24h_at" timestamp with time zone,
	"reminded_1h_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "calendar" text;--> statement-breakpoint
CREATE UNIQUE INDEX "calls_owner_start_live_idx" ON "calls" USING btree ("owner_email","starts_at") WHERE "calls"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "calls_starts_idx" ON "calls" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "calls_enquiry_idx" ON "calls" USING btree ("enquiry_id");