ALTER TABLE "contact_submissions" ADD COLUMN "assignee" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "first_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiry_events" ADD COLUMN "detail" text;--> statement-breakpoint
CREATE INDEX "contact_submissions_waiting_idx" ON "contact_submissions" USING btree ("created_at") WHERE "contact_submissions"."first_reply_at" is null and "contact_submissions"."status" = 'new';--> statement-breakpoint
CREATE INDEX "contact_submissions_assignee_created_idx" ON "contact_submissions" USING btree ("assignee","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "enquiry_events_reminder_step_idx" ON "enquiry_events" USING btree ("enquiry_id","detail") WHERE "enquiry_events"."kind" = 'reminder';--> statement-breakpoint
-- Enquiries answered before this column existed: their first status change was the first reply.
UPDATE "contact_submissions" SET "first_reply_at" = "firsts"."first_change" FROM (SELECT "enquiry_id", min("created_at") AS "first_change" FROM "enquiry_events" WHERE "kind" = 'status' GROUP BY "enquiry_id") AS "firsts" WHERE "firsts"."enquiry_id" = "contact_submissions"."id";
