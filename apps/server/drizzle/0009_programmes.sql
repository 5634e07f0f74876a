CREATE TABLE "channel_videos" (
	"video_id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"thumbnail" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"duration" text,
	"channel_title" text DEFAULT '' NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shows" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"presenters" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_url" text,
	"match_words" text[] DEFAULT '{}'::text[] NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(24)
);
--> statement-breakpoint
ALTER TABLE "schedule_slots" ADD COLUMN "show_id" varchar(24);--> statement-breakpoint
ALTER TABLE "schedule_slots" ADD COLUMN "matched_video_id" text;--> statement-breakpoint
CREATE INDEX "channel_videos_published_idx" ON "channel_videos" USING btree ("published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shows_slug_idx" ON "shows" USING btree ("slug");--> statement-breakpoint
ALTER TABLE "schedule_slots" ADD CONSTRAINT "schedule_slots_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_slots_show_idx" ON "schedule_slots" USING btree ("show_id","starts_at");