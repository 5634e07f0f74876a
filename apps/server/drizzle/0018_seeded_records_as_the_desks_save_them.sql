-- Records seeded before the desks existed, rewritten as the desks save them, so an editor who opens one and
-- presses Save changes nothing and is refused nothing.
-- 1. Social links stored without a scheme get https:// (what the public profile already showed; the authors
--    desk refuses a link without one).
UPDATE "authors" SET "social_links" = (
  SELECT jsonb_object_agg(
    "key",
    CASE
      WHEN jsonb_typeof("value") <> 'string' OR btrim("value" #>> '{}') = '' OR btrim("value" #>> '{}') ~* '^[a-z][a-z0-9+.-]*:' THEN "value"
      ELSE to_jsonb('https://' || regexp_replace(btrim("value" #>> '{}'), '^/+', ''))
    END
  )
  FROM jsonb_each("social_links")
)
WHERE EXISTS (
  SELECT 1 FROM jsonb_each("social_links")
  WHERE jsonb_typeof("value") = 'string' AND btrim("value" #>> '{}') <> '' AND NOT btrim("value" #>> '{}') ~* '^[a-z][a-z0-9+.-]*:'
);
--> statement-breakpoint
-- 2. A byline without its author record (the demo blog posts) gets the record of the same name: the desk
--    saves the byline from the record, so a save would otherwise drop it.
UPDATE "articles" SET "author_id" = "authors"."id"
FROM "authors"
WHERE "articles"."author_id" IS NULL AND "articles"."author" IS NOT NULL AND lower("articles"."author") = lower("authors"."name");
