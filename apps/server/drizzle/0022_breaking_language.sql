-- The breaking banner's headline has a language (an edition code, ADR 076): a banner saved before it was English.
UPDATE "site_documents"
SET "data" = jsonb_set("data", '{breaking,language}', '"en"')
WHERE "key" = 'breaking' AND jsonb_typeof("data" -> 'breaking') = 'object' AND NOT ("data" -> 'breaking' ? 'language');
