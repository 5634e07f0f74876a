DROP TABLE "blogs" CASCADE;--> statement-breakpoint
DROP TABLE "edit_presence" CASCADE;--> statement-breakpoint
DROP TABLE "section_lists" CASCADE;--> statement-breakpoint
DROP TABLE "story_revisions" CASCADE;--> statement-breakpoint
ALTER TABLE "articles" DROP COLUMN "sort_order";