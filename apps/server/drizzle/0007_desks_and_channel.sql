CREATE TABLE "article_view_marks" (
	"article_id" varchar(24) NOT NULL,
	"reader_key" varchar(64) NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "article_view_marks_article_id_reader_key_pk" PRIMARY KEY("article_id","reader_key")
);
--> statement-breakpoint
CREATE TABLE "author_former_names" (
	"name_key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"author_id" varchar(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_blog_entries" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"live_blog_id" varchar(24) NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"image_url" text,
	"image_alt" text,
	"youtube_id" text,
	"is_key_event" boolean DEFAULT false NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"author_id" varchar(24),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "live_blogs" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"image_url" text,
	"image_alt" text,
	"status" text DEFAULT 'live' NOT NULL,
	"pages" text[] DEFAULT '{}'::text[] NOT NULL,
	"placements" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"coverage_start_at" timestamp with time zone DEFAULT now() NOT NULL,
	"coverage_end_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" varchar(24),
	"updated_by" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "kind" text DEFAULT 'story' NOT NULL;--> statement-breakpoint
ALTER TABLE "authors" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "petitions" ADD COLUMN "is_current" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "petitions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "article_view_marks" ADD CONSTRAINT "article_view_marks_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "author_former_names" ADD CONSTRAINT "author_former_names_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_blog_entries" ADD CONSTRAINT "live_blog_entries_live_blog_id_live_blogs_id_fk" FOREIGN KEY ("live_blog_id") REFERENCES "public"."live_blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_view_marks_counted_idx" ON "article_view_marks" USING btree ("counted_at");--> statement-breakpoint
CREATE INDEX "author_former_names_author_idx" ON "author_former_names" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "live_blog_entries_blog_idx" ON "live_blog_entries" USING btree ("live_blog_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "live_blogs_pages_gin" ON "live_blogs" USING gin ("pages");--> statement-breakpoint
CREATE INDEX "articles_kind_idx" ON "articles" USING btree ("kind");--> statement-breakpoint
CREATE UNIQUE INDEX "petitions_one_current" ON "petitions" USING btree ("is_current") WHERE "petitions"."is_current";