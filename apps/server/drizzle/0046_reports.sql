CREATE TABLE "report_campaign_daily" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"vat" bigint DEFAULT 0 NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_campaign_daily_day_kind_key_pk" PRIMARY KEY("day","kind","key")
);
--> statement-breakpoint
CREATE TABLE "report_category_daily" (
	"day" date NOT NULL,
	"category_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"vat" bigint DEFAULT 0 NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_category_daily_day_category_id_brand_id_pk" PRIMARY KEY("day","category_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "report_dirty_days" (
	"day" date PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_product_daily" (
	"day" date NOT NULL,
	"sku_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"vat" bigint DEFAULT 0 NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_product_daily_day_sku_id_pk" PRIMARY KEY("day","sku_id")
);
--> statement-breakpoint
CREATE TABLE "report_province_daily" (
	"day" date NOT NULL,
	"province" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"vat" bigint DEFAULT 0 NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_province_daily_day_province_pk" PRIMARY KEY("day","province")
);
--> statement-breakpoint
CREATE TABLE "report_sales_daily" (
	"day" date NOT NULL,
	"channel" text NOT NULL,
	"payment_method" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"order_total" bigint DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"vat" bigint DEFAULT 0 NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	"cancelled_orders" integer DEFAULT 0 NOT NULL,
	"cancelled_amount" bigint DEFAULT 0 NOT NULL,
	"returns" integer DEFAULT 0 NOT NULL,
	"returns_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_sales_daily_day_channel_payment_method_pk" PRIMARY KEY("day","channel","payment_method")
);
--> statement-breakpoint
-- Mark the Istanbul day (UTC+3, no daylight saving) of every order or return that changes, so
-- the rollup job rebuilds only those days.
CREATE OR REPLACE FUNCTION public.carsi_report_mark_order_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR TG_OP = 'UPDATE' THEN
    INSERT INTO report_dirty_days (day) VALUES (((OLD.created_at AT TIME ZONE 'UTC') + interval '3 hours')::date) ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP = 'INSERT' OR TG_OP = 'UPDATE' THEN
    INSERT INTO report_dirty_days (day) VALUES (((NEW.created_at AT TIME ZONE 'UTC') + interval '3 hours')::date) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_report_dirty" AFTER INSERT OR UPDATE OR DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION public.carsi_report_mark_order_day();
--> statement-breakpoint
CREATE TRIGGER "returns_report_dirty" AFTER INSERT OR UPDATE OR DELETE ON "returns" FOR EACH ROW EXECUTE FUNCTION public.carsi_report_mark_order_day();
