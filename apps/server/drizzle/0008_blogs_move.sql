-- ADR 060: blog posts become articles of kind 'blog' (one desk, one revision history). Copies the legacy
-- blogs table's rows; the table stays (no longer read) until a later migration drops it.
INSERT INTO "articles" ("id", "kind", "title", "summary", "author", "image_url", "image_alt", "content", "pages", "status", "published_at", "created_at", "updated_at", "deleted_at", "version", "placements")
SELECT "id", 'blog', "title", "summary", "author", "image_url", CASE WHEN "image_url" IS NULL THEN NULL ELSE "title" END, "content", "pages", "status", "publish_date", "created_at", "updated_at", "deleted_at", 1, '{}'::jsonb
FROM "blogs"
ON CONFLICT ("id") DO NOTHING;
