-- Full-text search over title, summary, tags and body text (HTML stripped). Two configurations:
-- 'english' finds stems of English words, 'simple' finds exact words in any script (Hindi, names).
CREATE OR REPLACE FUNCTION articles_search_vector_update() RETURNS trigger AS $$
DECLARE
  body text := regexp_replace(coalesce(NEW.content, ''), '<[^>]*>', ' ', 'g');
  tag_text text := array_to_string(coalesce(NEW.tags, '{}'::text[]), ' ');
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('simple', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.summary, '') || ' ' || tag_text), 'B') ||
    setweight(to_tsvector('simple', coalesce(NEW.summary, '') || ' ' || tag_text), 'B') ||
    setweight(to_tsvector('english', body), 'C') ||
    setweight(to_tsvector('simple', body), 'C');
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER articles_search_vector_trigger
  BEFORE INSERT OR UPDATE OF title, summary, tags, content ON articles
  FOR EACH ROW EXECUTE FUNCTION articles_search_vector_update();
--> statement-breakpoint
UPDATE articles SET title = title;
