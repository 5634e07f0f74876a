CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"story_id" varchar(24),
	"path" text,
	"template" text,
	"source" text,
	"platform" text,
	"visitor" varchar(16),
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_rollups" (
	"grain" text NOT NULL,
	"metric" text NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"story_id" varchar(24) DEFAULT '' NOT NULL,
	"dim" text DEFAULT '' NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "analytics_rollups_grain_metric_bucket_story_id_dim_pk" PRIMARY KEY("grain","metric","bucket","story_id","dim")
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" text PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_view_marks" (
	"story_id" varchar(24) NOT NULL,
	"reader_key" varchar(16) NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "analytics_view_marks_story_id_reader_key_pk" PRIMARY KEY("story_id","reader_key")
);
--> statement-breakpoint
CREATE TABLE "analytics_visitors" (
	"day" text NOT NULL,
	"scope" varchar(24) NOT NULL,
	"visitor" varchar(16) NOT NULL,
	"source" text,
	"last_seen" timestamp with time zone NOT NULL,
	CONSTRAINT "analytics_visitors_day_scope_visitor_pk" PRIMARY KEY("day","scope","visitor")
);
--> statement-breakpoint
CREATE INDEX "analytics_events_at_idx" ON "analytics_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_events_story_idx" ON "analytics_events" USING btree ("story_id","occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_rollups_story_idx" ON "analytics_rollups" USING btree ("story_id","grain","metric","bucket");--> statement-breakpoint
CREATE INDEX "analytics_view_marks_at_idx" ON "analytics_view_marks" USING btree ("counted_at");