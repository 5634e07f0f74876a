CREATE TABLE "articles" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"slug" text,
	"title" text NOT NULL,
	"subtitle" text,
	"summary" text,
	"content" text DEFAULT '' NOT NULL,
	"author" text,
	"category" text,
	"pages" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_url" text,
	"source" text,
	"location" text,
	"status" text DEFAULT 'published' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"is_live" boolean DEFAULT false NOT NULL,
	"is_breaking" boolean DEFAULT false NOT NULL,
	"is_trending" boolean DEFAULT false NOT NULL,
	"is_eyewitness" boolean DEFAULT false NOT NULL,
	"is_video" boolean DEFAULT false NOT NULL,
	"video_duration" text,
	"featured" boolean DEFAULT false NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL,
	"read_time" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "authors" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"bio" text,
	"avatar" text,
	"title" text,
	"category" text,
	"social_links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"followers_count" integer DEFAULT 0 NOT NULL,
	"joined_date" timestamp with time zone DEFAULT now() NOT NULL,
	"location" text,
	"expertise" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blogs" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"author" text,
	"image_url" text,
	"content" text DEFAULT '' NOT NULL,
	"pages" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"publish_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "articles_pages_gin" ON "articles" USING gin ("pages");--> statement-breakpoint
CREATE INDEX "articles_published_at_idx" ON "articles" USING btree ("published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_status_idx" ON "articles" USING btree ("status","deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "authors_name_lower_idx" ON "authors" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "blogs_pages_gin" ON "blogs" USING gin ("pages");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_email_lower_idx" ON "newsletter_subscribers" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "staff_users_email_lower_idx" ON "staff_users" USING btree (lower("email"));