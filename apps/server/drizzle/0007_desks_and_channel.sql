ALTER TABLE "articles" ADD COLUMN "kind" text DEFAULT 'story' NOT NULL;--> statement-breakpoint
ALTER TABLE "petitions" ADD COLUMN "is_current" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "petitions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "articles_kind_idx" ON "articles" USING btree ("kind");--> statement-breakpoint
CREATE UNIQUE INDEX "petitions_one_current" ON "petitions" USING btree ("is_current") WHERE "petitions"."is_current";