CREATE TABLE "traffic_counts" (
	"period_start" timestamp with time zone NOT NULL,
	"span" text NOT NULL,
	"path" text NOT NULL,
	"device" text NOT NULL,
	"entry" boolean NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"medium" text DEFAULT '' NOT NULL,
	"campaign" text DEFAULT '' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "traffic_counts_period_start_span_path_device_entry_source_medium_campaign_pk" PRIMARY KEY("period_start","span","path","device","entry","source","medium","campaign")
);
--> statement-breakpoint
CREATE TABLE "traffic_visits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "traffic_vitals" (
	"period_start" timestamp with time zone NOT NULL,
	"span" text NOT NULL,
	"path" text NOT NULL,
	"metric" text NOT NULL,
	"bucket" integer NOT NULL,
	"samples" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "traffic_vitals_period_start_span_path_metric_bucket_pk" PRIMARY KEY("period_start","span","path","metric","bucket")
);
--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "visit_id" uuid;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "ad_user_data" boolean;--> statement-breakpoint
CREATE INDEX "traffic_visits_started_idx" ON "traffic_visits" USING btree ("started_at");