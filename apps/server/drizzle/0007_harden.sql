CREATE TABLE "article_view_marks" (
	"article_id" varchar(24) NOT NULL,
	"reader_key" varchar(64) NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "article_view_marks_article_id_reader_key_pk" PRIMARY KEY("article_id","reader_key")
);
--> statement-breakpoint
ALTER TABLE "article_view_marks" ADD CONSTRAINT "article_view_marks_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_view_marks_counted_idx" ON "article_view_marks" USING btree ("counted_at");