DROP TABLE "analytics_events" CASCADE;--> statement-breakpoint
DROP TABLE "article_view_marks" CASCADE;