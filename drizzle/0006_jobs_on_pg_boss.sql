ALTER TABLE "email_outbox" ADD COLUMN "job_id" uuid;--> statement-breakpoint
ALTER TABLE "webhook_outbox" ADD COLUMN "job_id" uuid;