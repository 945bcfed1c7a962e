-- Caches invalidated by what changed (issue 18). Every order takes stock off its SKUs; until now
-- that UPDATE told every server to forget the whole catalogue and every cached page. Now an
-- UPDATE of skus that changes nothing but stock announces 'stock:<product ids>' — each server
-- then forgets only those products' detail answers and pages — unless a SKU's stock crossed
-- zero (an "in stock" flag on list pages, cards or the gift banner flips) or the list of
-- products would not fit a notification; those, and every other change, still announce the
-- table ('skus').
CREATE OR REPLACE FUNCTION public.carsi_notify_sku_update() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  other_change boolean;
  flipped boolean;
  product_ids text;
BEGIN
  SELECT bool_or((to_jsonb(o) - 'count_in_stock' - 'updated_at')
                 IS DISTINCT FROM (to_jsonb(n) - 'count_in_stock' - 'updated_at'))
    INTO other_change
    FROM old_rows o JOIN new_rows n ON n.id = o.id;
  IF other_change IS NULL THEN
    RETURN NULL;
  ELSIF other_change THEN
    PERFORM pg_catalog.pg_notify('carsi_catalogue', TG_TABLE_NAME);
    RETURN NULL;
  END IF;
  -- A SKU whose stock crossed zero flips "in stock" somewhere a list or a banner shows it
  -- (a product's flag needs one of its SKUs to cross zero, the home gift banner its SKU's).
  SELECT bool_or((o.count_in_stock > 0) <> (n.count_in_stock > 0)),
         string_agg(DISTINCT n.product_id::text, ',')
    INTO flipped, product_ids
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE n.count_in_stock <> o.count_in_stock;
  IF product_ids IS NULL THEN
    RETURN NULL;
  ELSIF flipped OR length(product_ids) > 7000 THEN
    PERFORM pg_catalog.pg_notify('carsi_catalogue', TG_TABLE_NAME);
  ELSE
    PERFORM pg_catalog.pg_notify('carsi_catalogue', 'stock:' || product_ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "skus_notify" ON "skus";
--> statement-breakpoint
CREATE TRIGGER "skus_notify" AFTER INSERT OR DELETE ON "skus" FOR EACH ROW EXECUTE FUNCTION public.carsi_notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER "skus_notify_update" AFTER UPDATE ON "skus" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.carsi_notify_sku_update();
