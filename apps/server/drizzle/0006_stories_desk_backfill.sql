-- Stories desk (issue 17): existing rows keep their list order as per-page placements (the single
-- sort_order collided across pages) and get their byline's author id where the name matches.
UPDATE "articles" SET "placements" = (
  SELECT coalesce(jsonb_object_agg(p, jsonb_build_object('position', "articles"."sort_order", 'pinned', false)), '{}'::jsonb)
  FROM unnest("articles"."pages") AS p
) WHERE "sort_order" IS NOT NULL;
--> statement-breakpoint
UPDATE "articles" SET "author_id" = "authors"."id" FROM "authors"
WHERE "articles"."author_id" IS NULL AND lower("authors"."name") = lower("articles"."author");
