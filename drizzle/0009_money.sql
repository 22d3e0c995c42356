CREATE TABLE "ad_spend" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"span" text NOT NULL,
	"day" date NOT NULL,
	"campaign_id" text DEFAULT '' NOT NULL,
	"campaign" text NOT NULL,
	"cost" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"clicks" integer,
	"impressions" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "won_value" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "won_currency" text;--> statement-breakpoint
CREATE INDEX "ad_spend_day_idx" ON "ad_spend" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_spend_entry_idx" ON "ad_spend" USING btree ("channel","span","day","campaign_id","campaign");