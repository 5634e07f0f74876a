CREATE TABLE "schedule_slots" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"show" text DEFAULT '' NOT NULL,
	"presenter" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"is_live" boolean DEFAULT false NOT NULL,
	"image_url" text,
	"catch_up_video_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(24)
);
--> statement-breakpoint
CREATE INDEX "schedule_slots_starts_at_idx" ON "schedule_slots" USING btree ("starts_at");