CREATE TABLE "seller_identity" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"trade_name" text NOT NULL,
	"mersis_number" text DEFAULT '' NOT NULL,
	"tax_office" text DEFAULT '' NOT NULL,
	"tax_number" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"kep_address" text DEFAULT '' NOT NULL,
	"etbis_number" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sku_price_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sku_price_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sku_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"price" bigint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" text DEFAULT 'system' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "manufacturer" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "importer" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "safety_warnings" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "sku_price_history_sku_time" ON "sku_price_history" USING btree ("sku_id","changed_at");--> statement-breakpoint
ALTER TABLE "seller_identity" ADD CONSTRAINT "seller_identity_one_row" CHECK ("id" = 1);--> statement-breakpoint
-- The price history is the shop's evidence for a discount's "before" price (the lowest of the
-- last 30 days), so it is written by the database itself: every INSERT of a SKU and every
-- UPDATE that changes a SKU's price adds a row, whoever wrote it (product editor, bulk sheet,
-- scheduled price rise, seed). The writer names itself with the transaction setting
-- carsi.price_actor; rows are never changed or deleted.
CREATE OR REPLACE FUNCTION public.carsi_record_sku_prices() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  actor text := coalesce(nullif(current_setting('carsi.price_actor', true), ''), 'system');
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO sku_price_history (sku_id, product_id, price, changed_by)
      SELECT n.id, n.product_id, n.price, actor FROM new_rows n;
  ELSE
    INSERT INTO sku_price_history (sku_id, product_id, price, changed_by)
      SELECT n.id, n.product_id, n.price, actor
        FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE o.price IS DISTINCT FROM n.price;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER skus_price_history_insert AFTER INSERT ON skus
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.carsi_record_sku_prices();--> statement-breakpoint
CREATE TRIGGER skus_price_history_update AFTER UPDATE ON skus
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.carsi_record_sku_prices();--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.carsi_price_history_append_only() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  RAISE EXCEPTION 'sku_price_history is append-only' USING ERRCODE = 'P0001';
END;
$$;--> statement-breakpoint
CREATE TRIGGER sku_price_history_append_only BEFORE UPDATE OR DELETE ON sku_price_history
  FOR EACH ROW EXECUTE FUNCTION public.carsi_price_history_append_only();--> statement-breakpoint
-- What the shop knows today: each SKU's current price, from now (its earlier prices are not
-- known, so no discount that started before now gets a "before" price from this row).
INSERT INTO sku_price_history (sku_id, product_id, price, changed_by)
  SELECT id, product_id, price, 'migration' FROM skus;
