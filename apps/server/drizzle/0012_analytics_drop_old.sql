DROP TABLE "analytics_events" CASCADE;--> statement-breakpoint
DROP TABLE "article_view_marks" CASCADE;--> statement-breakpoint
CREATE INDEX "articles_created_by_idx" ON "articles" USING btree ("created_by");