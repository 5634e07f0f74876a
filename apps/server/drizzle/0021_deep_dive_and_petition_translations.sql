-- Deep dives and petitions translate like stories and live blogs (ADR 079, 083): an edition language, a translation
-- group and the source version a translation was last saved against. Existing rows are English, without translations.
ALTER TABLE "deep_dive_cards" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "deep_dive_cards" ADD COLUMN "translation_group" varchar(24);--> statement-breakpoint
ALTER TABLE "deep_dive_cards" ADD COLUMN "source_version" integer;--> statement-breakpoint
ALTER TABLE "petitions" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "petitions" ADD COLUMN "translation_group" varchar(24);--> statement-breakpoint
ALTER TABLE "petitions" ADD COLUMN "source_version" integer;--> statement-breakpoint
CREATE INDEX "deep_dive_cards_translation_group_idx" ON "deep_dive_cards" USING btree ("translation_group");--> statement-breakpoint
CREATE INDEX "petitions_translation_group_idx" ON "petitions" USING btree ("translation_group");