-- The admin product list finds products by the start of a SKU code, case-insensitively
-- (issue 14): an index on lower(sku) with pattern ops serves `lower(sku) like 'abc%'`.
CREATE INDEX IF NOT EXISTS "skus_sku_lower_prefix" ON "skus" USING btree (lower("sku") text_pattern_ops);
--> statement-breakpoint
-- Stock per product (list column, "in stock" filter, stock sort) from the index alone, without
-- reading the wide SKU rows.
CREATE INDEX IF NOT EXISTS "skus_product_stock" ON "skus" USING btree ("product_id") INCLUDE ("count_in_stock");
