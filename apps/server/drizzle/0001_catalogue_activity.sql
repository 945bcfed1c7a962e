CREATE TABLE "product_campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"url_ext" text,
	"price_percent" smallint NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_campaigns_kind" CHECK ("product_campaigns"."kind" in ('free', 'landing')),
	CONSTRAINT "product_campaigns_percent" CHECK ("product_campaigns"."price_percent" between 0 and 100),
	CONSTRAINT "product_campaigns_free_is_zero" CHECK ("product_campaigns"."kind" <> 'free' or "product_campaigns"."price_percent" = 0)
);
--> statement-breakpoint
CREATE TABLE "product_sales" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_sales_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"order_ref" text NOT NULL,
	"quantity" integer NOT NULL,
	"sold_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_sales_quantity_positive" CHECK ("product_sales"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "visitor_post_limits" (
	"bucket" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_campaigns" ADD CONSTRAINT "product_campaigns_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sales" ADD CONSTRAINT "product_sales_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sales" ADD CONSTRAINT "product_sales_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_campaigns_product" ON "product_campaigns" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_sales_order_line" ON "product_sales" USING btree ("order_ref","sku_id");--> statement-breakpoint
CREATE INDEX "product_sales_product_time" ON "product_sales" USING btree ("product_id","sold_at");--> statement-breakpoint
CREATE INDEX "visitor_post_limits_expiry" ON "visitor_post_limits" USING btree ("expires_at");