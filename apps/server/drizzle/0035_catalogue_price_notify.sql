-- Caches invalidated by what changed, part two (issue 18). Migration 0034 let a stock-only UPDATE
-- of skus announce 'stock:<product ids>'. A price change still announced the whole table, so a
-- price edit or a scheduled price rise emptied every cache. Now one statement-level function
-- serves skus and products: an UPDATE that changes nothing but prices (and stock) announces
-- 'price:<product ids>' — each server then forgets the answers and pages showing those products
-- (their pages and the lists they appear on) — one that changes nothing but stock announces
-- 'stock:<product ids>' as before, and any other change still announces the table.
--
-- Arguments: the column naming the product, the stock column ('' for none), the price columns
-- and the columns no storefront answer shows (both comma-separated).
CREATE OR REPLACE FUNCTION public.carsi_notify_catalogue_update() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  product_column text := TG_ARGV[0];
  stock_column text := nullif(TG_ARGV[1], '');
  price_columns text[] := string_to_array(TG_ARGV[2], ',');
  unshown_columns text[] := string_to_array(TG_ARGV[3], ',');
  counted_columns text[];
  other_change boolean;
  flipped boolean;
  repriced boolean;
  product_ids text;
BEGIN
  counted_columns := price_columns
    || CASE WHEN stock_column IS NULL THEN '{}'::text[] ELSE ARRAY[stock_column] END;
  WITH pairs AS (
    SELECT to_jsonb(o) - unshown_columns AS o, to_jsonb(n) - unshown_columns AS n
      FROM old_rows o JOIN new_rows n ON n.id = o.id
  )
  SELECT bool_or((o - counted_columns) IS DISTINCT FROM (n - counted_columns)),
         -- A SKU whose stock crossed zero flips "in stock" where a list or a banner shows it.
         bool_or(stock_column IS NOT NULL
                 AND ((o ->> stock_column)::int > 0) <> ((n ->> stock_column)::int > 0)),
         bool_or(EXISTS (SELECT 1 FROM unnest(price_columns) AS c
                          WHERE (o -> c) IS DISTINCT FROM (n -> c))),
         string_agg(DISTINCT n ->> product_column, ',') FILTER (WHERE o IS DISTINCT FROM n)
    INTO other_change, flipped, repriced, product_ids
    FROM pairs;
  IF product_ids IS NULL THEN
    RETURN NULL; -- no row, or only unshown columns changed
  ELSIF other_change OR flipped OR length(product_ids) > 7000 THEN
    PERFORM pg_catalog.pg_notify('carsi_catalogue', TG_TABLE_NAME);
  ELSIF repriced THEN
    PERFORM pg_catalog.pg_notify('carsi_catalogue', 'price:' || product_ids);
  ELSE
    PERFORM pg_catalog.pg_notify('carsi_catalogue', 'stock:' || product_ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "skus_notify_update" ON "skus";
--> statement-breakpoint
CREATE TRIGGER "skus_notify_update" AFTER UPDATE ON "skus" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.carsi_notify_catalogue_update('product_id', 'count_in_stock', 'price,price_gap,wholesale_price,purchase_price', 'updated_at,version');
--> statement-breakpoint
DROP FUNCTION IF EXISTS public.carsi_notify_sku_update();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_notify" ON "products";
--> statement-breakpoint
CREATE TRIGGER "products_notify" AFTER INSERT OR DELETE ON "products" FOR EACH ROW EXECUTE FUNCTION public.carsi_notify_catalogue_change();
--> statement-breakpoint
-- products.updated_at stays a shown column: the sitemap gives it as each page's lastmod.
CREATE TRIGGER "products_notify_update" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.carsi_notify_catalogue_update('id', '', 'default_price,default_price_gap', 'version');
