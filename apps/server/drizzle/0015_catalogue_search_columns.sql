-- Search on stored, indexed columns (issue 18): the document and the folded name used to be
-- rebuilt for every row a search looked at (the typo test called word_similarity(), which no
-- index serves). Now both are stored generated columns with GIN indexes, and the query uses the
-- indexable operators (@@ and <%).
ALTER TABLE "products" ADD COLUMN "search_document" tsvector GENERATED ALWAYS AS (public.carsi_product_document("name", "description")) STORED;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_name" text GENERATED ALWAYS AS (public.carsi_fold("name")) STORED;
--> statement-breakpoint
DROP INDEX IF EXISTS "products_search_document";
--> statement-breakpoint
DROP INDEX IF EXISTS "products_search_name_trgm";
--> statement-breakpoint
CREATE INDEX "products_search_document" ON "products" USING gin ("search_document");
--> statement-breakpoint
CREATE INDEX "products_search_name_trgm" ON "products" USING gin ("search_name" public.gin_trgm_ops);
--> statement-breakpoint
-- Counts the list pages show, maintained by triggers instead of counted per request.
CREATE TABLE "catalogue_counters" ("name" text PRIMARY KEY, "value" bigint NOT NULL);
--> statement-breakpoint
INSERT INTO "catalogue_counters" ("name", "value")
  SELECT 'active_products', count(*) FROM "products" WHERE "is_active";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.carsi_count_active_products() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  delta bigint := 0;
  added bigint := 0;
  removed bigint := 0;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE public.catalogue_counters SET value = 0 WHERE name = 'active_products';
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT count(*) INTO added FROM new_rows WHERE is_active;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT count(*) INTO removed FROM old_rows WHERE is_active;
  END IF;
  delta := added - removed;
  IF delta <> 0 THEN
    UPDATE public.catalogue_counters SET value = value + delta WHERE name = 'active_products';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_count_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.carsi_count_active_products();
--> statement-breakpoint
CREATE TRIGGER "products_count_update" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.carsi_count_active_products();
--> statement-breakpoint
CREATE TRIGGER "products_count_delete" AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.carsi_count_active_products();
--> statement-breakpoint
CREATE TRIGGER "products_count_truncate" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION public.carsi_count_active_products();
