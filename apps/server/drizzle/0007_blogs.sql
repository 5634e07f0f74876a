ALTER TABLE "articles" ADD COLUMN "kind" text DEFAULT 'story' NOT NULL;--> statement-breakpoint
CREATE INDEX "articles_kind_idx" ON "articles" USING btree ("kind");