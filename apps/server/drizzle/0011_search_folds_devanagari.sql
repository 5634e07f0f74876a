-- Devanagari spelled either way finds the same words (ADR 077): nukta letters fold to their base letter
-- (ख़ = ख), chandrabindu to anusvara (ँ = ं), Devanagari digits to Latin ones (२०२६ = 2026), and the
-- invisible joiners go. Applied to the stored 'simple' words and, in services/news.ts, to the query.
-- Precomposed nukta letters (U+0958-095F, 0929, 0931, 0934) and the combining nukta (U+093C) both fold.
CREATE OR REPLACE FUNCTION matv_fold_text(input text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT translate(
    input,
    U&'\0958\0959\095A\095B\095C\095D\095E\095F\0929\0931\0934\0901\0966\0967\0968\0969\096A\096B\096C\096D\096E\096F\093C\200D\200C',
    U&'\0915\0916\0917\091C\0921\0922\092B\092F\0928\0930\0933\09020123456789'
  )
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION articles_search_vector_update() RETURNS trigger AS $$
DECLARE
  body text := regexp_replace(coalesce(NEW.content, ''), '<[^>]*>', ' ', 'g');
  tag_text text := array_to_string(coalesce(NEW.tags, '{}'::text[]), ' ');
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('simple', matv_fold_text(coalesce(NEW.title, ''))), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.summary, '') || ' ' || tag_text), 'B') ||
    setweight(to_tsvector('simple', matv_fold_text(coalesce(NEW.summary, '') || ' ' || tag_text)), 'B') ||
    setweight(to_tsvector('english', body), 'C') ||
    setweight(to_tsvector('simple', matv_fold_text(body)), 'C');
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
UPDATE articles SET title = title;
