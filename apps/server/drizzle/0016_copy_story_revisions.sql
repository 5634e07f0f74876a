-- ADR 067: one revisions table for every document kind. A story's (or blog post's) history moves from
-- story_revisions to document_revisions under its article's kind; the old table is dropped by the next migration.
INSERT INTO "document_revisions" ("id", "kind", "document_id", "version", "action", "snapshot", "changed_fields", "staff_id", "created_at")
SELECT r."id", a."kind", r."story_id", r."version", r."action", r."snapshot", r."changed_fields", r."staff_id", r."created_at"
FROM "story_revisions" r JOIN "articles" a ON a."id" = r."story_id"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- A list editor's version becomes its list document's (site_documents 'section-list:{key}'); section_lists is dropped next.
INSERT INTO "site_documents" ("key", "data", "version", "updated_at", "updated_by")
SELECT 'section-list:' || "key", '{}'::jsonb, "version", "updated_at", "updated_by" FROM "section_lists"
ON CONFLICT ("key") DO NOTHING;
