-- The shop's search vocabulary (issues 14 and 18): every word of an active product's name and
-- description (folded, unstemmed, HTML dropped by the text-search parser) with the number of
-- active products that use it. A search checks its words here first: a word no product starts
-- with is replaced by the nearest one ("nevrsim" → "nevresim") through this small table's
-- trigram index, instead of comparing the typo with every product name; and the counts tell
-- whether a search can have few matches (then it also looks for names like the whole text).
CREATE TABLE "search_words" (
  "word" text COLLATE "C" PRIMARY KEY,
  "uses" integer NOT NULL
);
--> statement-breakpoint
-- GiST, not GIN: a misspelt word asks for its nearest words (`<->` in ORDER BY), which GiST
-- answers by walking the index (0.1 ms) instead of scoring every candidate.
CREATE INDEX "search_words_trgm" ON "search_words" USING gist ("word" public.gist_trgm_ops);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.carsi_product_words(name text, description text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT pg_catalog.tsvector_to_array(pg_catalog.to_tsvector('pg_catalog.simple',
         public.carsi_fold(coalesce(name, '') || ' ' || coalesce(description, '')))) $$;
--> statement-breakpoint
-- Adds each word's change in uses (one per product) and forgets words no product uses any more.
-- Words are written in order so two transactions never wait on each other's words crosswise.
CREATE OR REPLACE FUNCTION public.carsi_apply_word_uses(delta jsonb) RETURNS void
  LANGUAGE sql
  AS $$
  INSERT INTO public.search_words AS s (word, uses)
    SELECT d.key, d.value::int FROM jsonb_each_text(delta) d WHERE d.value::int <> 0 ORDER BY d.key COLLATE "C"
    ON CONFLICT (word) DO UPDATE SET uses = s.uses + excluded.uses;
  DELETE FROM public.search_words WHERE uses <= 0;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.carsi_count_product_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  delta jsonb;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM public.search_words;
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT jsonb_object_agg(w, n) INTO delta FROM (
      SELECT w, count(*) AS n FROM new_rows r, unnest(public.carsi_product_words(r.name, r.description)) w
      WHERE r.is_active GROUP BY w) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_object_agg(w, -n) INTO delta FROM (
      SELECT w, count(*) AS n FROM old_rows r, unnest(public.carsi_product_words(r.name, r.description)) w
      WHERE r.is_active GROUP BY w) d;
  ELSE
    -- Only rows whose words or active flag changed (a stock or rating update changes nothing).
    WITH changed AS (
      SELECT o.name AS old_name, o.description AS old_description, o.is_active AS was_active,
             n.name, n.description, n.is_active
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.name, o.description, o.is_active) IS DISTINCT FROM (n.name, n.description, n.is_active)
    ), moves AS (
      SELECT w, -1 AS n FROM changed c, unnest(public.carsi_product_words(c.old_name, c.old_description)) w
      WHERE c.was_active
      UNION ALL
      SELECT w, 1 FROM changed c, unnest(public.carsi_product_words(c.name, c.description)) w
      WHERE c.is_active
    )
    SELECT jsonb_object_agg(w, n) INTO delta FROM (SELECT w, sum(n) AS n FROM moves GROUP BY w) d;
  END IF;
  IF delta IS NOT NULL THEN
    PERFORM public.carsi_apply_word_uses(delta);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_words_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.carsi_count_product_words();
--> statement-breakpoint
CREATE TRIGGER "products_words_update" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.carsi_count_product_words();
--> statement-breakpoint
CREATE TRIGGER "products_words_delete" AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.carsi_count_product_words();
--> statement-breakpoint
CREATE TRIGGER "products_words_truncate" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION public.carsi_count_product_words();
--> statement-breakpoint
-- Recounts the vocabulary from scratch (this migration, and bulk loads that run without triggers).
CREATE OR REPLACE FUNCTION public.carsi_rebuild_search_words() RETURNS void
  LANGUAGE sql
  AS $$
  DELETE FROM public.search_words;
  INSERT INTO public.search_words (word, uses)
    SELECT w, count(*) FROM public.products p, unnest(public.carsi_product_words(p.name, p.description)) w
    WHERE p.is_active GROUP BY w;
$$;
--> statement-breakpoint
SELECT public.carsi_rebuild_search_words();
--> statement-breakpoint
-- A search's words (at most a few): `typed` folded; `corrected` keeps each one some product
-- word starts with, else puts the nearest product word (pg_trgm distance on the GiST index,
-- similarity at least 0.3 as pg_trgm's `%`; the more used one on a tie), else keeps it as
-- typed. `most` bounds the number of products the corrected words can all match: the smallest,
-- over the words, of the uses of the product words it starts (a product counts once per word
-- it holds, so it is an upper bound). PL/pgSQL so each statement's plan is kept per connection.
CREATE OR REPLACE FUNCTION public.carsi_search_words(words text[], OUT typed text[], OUT corrected text[], OUT most bigint)
  LANGUAGE plpgsql STABLE
  AS $$
DECLARE
  word_typed text;
  word_searched text;
  word_uses bigint;
BEGIN
  typed := '{}';
  corrected := '{}';
  FOREACH word_typed IN ARRAY words LOOP
    word_typed := public.carsi_fold(word_typed);
    SELECT coalesce(sum(s.uses), 0) INTO word_uses FROM public.search_words s
      WHERE s.word >= word_typed COLLATE "C" AND s.word < word_typed || chr(1114111) COLLATE "C";
    word_searched := word_typed;
    IF word_uses = 0 THEN
      SELECT k.word INTO word_searched FROM (
          SELECT s.word, s.uses, s.word OPERATOR(public.<->) word_typed AS distance
          FROM public.search_words s ORDER BY distance LIMIT 5) k
        WHERE k.distance <= 0.7 ORDER BY k.distance, k.uses DESC, k.word LIMIT 1;
      IF word_searched IS NULL THEN
        word_searched := word_typed;
      ELSE
        SELECT coalesce(sum(s.uses), 0) INTO word_uses FROM public.search_words s
          WHERE s.word >= word_searched COLLATE "C" AND s.word < word_searched || chr(1114111) COLLATE "C";
      END IF;
    END IF;
    typed := typed || word_typed;
    corrected := corrected || word_searched;
    most := least(most, word_uses);
  END LOOP;
END $$;
