-- Each site language's PostgreSQL text search configuration, 'simple' (words as written) where
-- PostgreSQL has no stemmer for it. Kept equal to TEXT_SEARCH_CONFIGS in
-- src/modules/search/postgres/text-search-configs.ts by its test.
CREATE FUNCTION careers_text_search_config(language text) RETURNS regconfig
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (CASE split_part(language, '-', 1)
    WHEN 'ar' THEN 'arabic' WHEN 'da' THEN 'danish' WHEN 'de' THEN 'german'
    WHEN 'el' THEN 'greek' WHEN 'en' THEN 'english' WHEN 'es' THEN 'spanish'
    WHEN 'fi' THEN 'finnish' WHEN 'fr' THEN 'french' WHEN 'hi' THEN 'hindi'
    WHEN 'hu' THEN 'hungarian' WHEN 'it' THEN 'italian' WHEN 'nb' THEN 'norwegian'
    WHEN 'nl' THEN 'dutch' WHEN 'pt' THEN 'portuguese' WHEN 'ru' THEN 'russian'
    WHEN 'sr' THEN 'serbian' WHEN 'sv' THEN 'swedish' WHEN 'tr' THEN 'turkish'
    ELSE 'simple' END)::regconfig
$$;--> statement-breakpoint
-- A position's translations ({ de: { title, descriptionText }, … }): each title (weight A) and
-- description (D) stemmed in its own language.
CREATE FUNCTION careers_translations_vector(translations jsonb) RETURNS tsvector
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  vector tsvector := '';
  language text;
  version jsonb;
BEGIN
  FOR language, version IN SELECT key, value FROM jsonb_each(translations) LOOP
    vector := vector
      || setweight(to_tsvector(careers_text_search_config(language), coalesce(version->>'title', '')), 'A')
      || setweight(to_tsvector(careers_text_search_config(language), coalesce(version->>'descriptionText', '')), 'D');
  END LOOP;
  RETURN vector;
END
$$;--> statement-breakpoint
ALTER TABLE "positions" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, skills_text), 'B') || setweight(to_tsvector('english'::regconfig, department || ' ' || coalesce(team, '') || ' ' || location_text), 'C') || setweight(to_tsvector('english'::regconfig, description_text), 'D') || careers_translations_vector(translations)) STORED;--> statement-breakpoint
CREATE INDEX "positions_search_vector_idx" ON "positions" USING gin ("search_vector");
