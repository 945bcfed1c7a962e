-- Issue 34: the admin order search folds names like every other search (carsi_fold: case and
-- Turkish letters), so "YILDIRIM", "yildirim" and "Yıldırım" find one another. A generated
-- column's expression cannot change in place: the columns are made again, and the name indexes
-- that went with them are created again as migration 0025 made them.
ALTER TABLE "orders" drop column "search_name";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_name" text GENERATED ALWAYS AS (public.carsi_fold((delivery_contact->>'firstName') || ' ' || (delivery_contact->>'lastName'))) STORED;--> statement-breakpoint
ALTER TABLE "orders" drop column "search_last_name";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_last_name" text GENERATED ALWAYS AS (public.carsi_fold(delivery_contact->>'lastName')) STORED;--> statement-breakpoint
CREATE INDEX "orders_search_name_created" ON "orders" USING btree ("search_name" text_pattern_ops,"created_at","id");--> statement-breakpoint
CREATE INDEX "orders_search_last_name_created" ON "orders" USING btree ("search_last_name" text_pattern_ops,"search_name" text_pattern_ops,"created_at","id");--> statement-breakpoint
-- A SKU's own low-stock threshold for the admin home's list; null is the shop's default.
ALTER TABLE "skus" ADD COLUMN "low_stock_threshold" integer;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_low_stock_nonnegative" CHECK ("skus"."low_stock_threshold" >= 0);
