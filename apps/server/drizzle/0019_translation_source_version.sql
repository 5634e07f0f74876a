-- A translation records the version of its source (the group's first story) it was last saved against; a newer
-- source revision that changed the translated words makes it stale (ADR 079).
ALTER TABLE "articles" ADD COLUMN "source_version" integer;--> statement-breakpoint
-- Translations made before the desk could make them count as up to date with their source as it is now.
UPDATE "articles" AS "translation" SET "source_version" = "source"."version"
FROM "articles" AS "source"
WHERE "translation"."translation_group" = "source"."id" AND "translation"."id" <> "source"."id";
