CREATE TABLE "analytics_events" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"article_id" varchar(24) NOT NULL,
	"type" text NOT NULL,
	"platform" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"reader_id" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "author_follows" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"author_id" varchar(24) NOT NULL,
	"reader_id" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deep_dive_cards" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"category" text,
	"img" text,
	"content" text DEFAULT '' NOT NULL,
	"heading" text,
	"image" text,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "media_assets" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"original_name" text,
	"mime_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"uploaded_by" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "petitions" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"decision_maker" text,
	"image_url" text,
	"story" jsonb DEFAULT '{"paragraphs":[],"currentSituation":[]}'::jsonb NOT NULL,
	"goal" integer DEFAULT 1000 NOT NULL,
	"deadline" timestamp with time zone,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "section_lists" (
	"key" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(24)
);
--> statement-breakpoint
CREATE TABLE "signatures" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"petition_id" varchar(24) NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"location" text NOT NULL,
	"display_name" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_documents" (
	"key" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(24)
);
--> statement-breakpoint
CREATE TABLE "support_attachments" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"request_id" varchar(24) NOT NULL,
	"original_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"country" text NOT NULL,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"context" text NOT NULL,
	"issue_description" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "sort_order" integer;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "author_follows" ADD CONSTRAINT "author_follows_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signatures" ADD CONSTRAINT "signatures_petition_id_petitions_id_fk" FOREIGN KEY ("petition_id") REFERENCES "public"."petitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_attachments" ADD CONSTRAINT "support_attachments_request_id_support_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."support_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_article_idx" ON "analytics_events" USING btree ("article_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "author_follows_unique" ON "author_follows" USING btree ("author_id","reader_id");--> statement-breakpoint
CREATE UNIQUE INDEX "signatures_petition_email_unique" ON "signatures" USING btree ("petition_id",lower("email"));--> statement-breakpoint
CREATE INDEX "signatures_petition_created_idx" ON "signatures" USING btree ("petition_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "support_requests_reference_unique" ON "support_requests" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "support_requests_status_idx" ON "support_requests" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_search_gin" ON "articles" USING gin ("search_vector");