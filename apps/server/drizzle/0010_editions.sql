ALTER TABLE "articles" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "translation_group" varchar(24);--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE INDEX "articles_translation_group_idx" ON "articles" USING btree ("translation_group");--> statement-breakpoint
CREATE INDEX "articles_language_idx" ON "articles" USING btree ("language");