-- Live blogs translate like stories (ADR 079, amended): an edition language, a translation group and the source
-- version a translation was last saved against. Existing live blogs are English and have no translations.
ALTER TABLE "live_blogs" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "live_blogs" ADD COLUMN "translation_group" varchar(24);--> statement-breakpoint
ALTER TABLE "live_blogs" ADD COLUMN "source_version" integer;--> statement-breakpoint
CREATE INDEX "live_blogs_translation_group_idx" ON "live_blogs" USING btree ("translation_group");