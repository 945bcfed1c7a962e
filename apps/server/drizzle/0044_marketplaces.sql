CREATE TABLE "marketplace_product_matches" (
	"marketplace" text NOT NULL,
	"product_id" integer NOT NULL,
	"brand_id" text,
	"brand_name" text,
	"category_id" text,
	"category_name" text,
	"attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_rule" jsonb DEFAULT '{"kind":"percent","value":0,"ending":"none"}'::jsonb NOT NULL,
	"shipment_address_id" text,
	"returning_address_id" text,
	"cargo_company_id" text,
	"desi" integer,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_product_matches_marketplace_product_id_pk" PRIMARY KEY("marketplace","product_id")
);
--> statement-breakpoint
CREATE TABLE "marketplace_reference_cache" (
	"marketplace" text NOT NULL,
	"kind" text NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"data" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_reference_cache_marketplace_kind_key_pk" PRIMARY KEY("marketplace","kind","key")
);
--> statement-breakpoint
CREATE TABLE "marketplace_settings" (
	"marketplace" text PRIMARY KEY NOT NULL,
	"seller_id" text NOT NULL,
	"api_key_encrypted" text NOT NULL,
	"api_secret_encrypted" text NOT NULL,
	"user_agent" text,
	"environment" text DEFAULT 'test' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_checked_at" timestamp with time zone,
	"last_check_ok" boolean,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_sku_matches" (
	"marketplace" text NOT NULL,
	"sku_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"barcode" text NOT NULL,
	"merchant_sku" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_sku_matches_marketplace_sku_id_pk" PRIMARY KEY("marketplace","sku_id")
);
--> statement-breakpoint
CREATE TABLE "marketplace_upload_items" (
	"upload_id" integer NOT NULL,
	"barcode" text NOT NULL,
	"sku_id" integer,
	"approval" text DEFAULT 'pending' NOT NULL,
	"failure_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_upload_items_upload_id_barcode_pk" PRIMARY KEY("upload_id","barcode")
);
--> statement-breakpoint
CREATE TABLE "marketplace_uploads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "marketplace_uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"marketplace" text NOT NULL,
	"product_id" integer NOT NULL,
	"batch_request_id" text,
	"state" text DEFAULT 'queued' NOT NULL,
	"is_uploaded" boolean DEFAULT false NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"failed_item_count" integer DEFAULT 0 NOT NULL,
	"error" text,
	"polls" integer DEFAULT 0 NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "marketplace_uploads_state" CHECK ("marketplace_uploads"."state" in ('queued', 'sent', 'completed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "marketplace_product_matches" ADD CONSTRAINT "marketplace_product_matches_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_sku_matches" ADD CONSTRAINT "marketplace_sku_matches_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_sku_matches" ADD CONSTRAINT "marketplace_sku_matches_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_upload_items" ADD CONSTRAINT "marketplace_upload_items_upload_id_marketplace_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."marketplace_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_upload_items" ADD CONSTRAINT "marketplace_upload_items_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_uploads" ADD CONSTRAINT "marketplace_uploads_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_sku_matches_barcode" ON "marketplace_sku_matches" USING btree ("marketplace","barcode");--> statement-breakpoint
CREATE INDEX "marketplace_sku_matches_product" ON "marketplace_sku_matches" USING btree ("marketplace","product_id");--> statement-breakpoint
CREATE INDEX "marketplace_upload_items_rejected" ON "marketplace_upload_items" USING btree ("approval") WHERE "marketplace_upload_items"."approval" = 'rejected';--> statement-breakpoint
CREATE INDEX "marketplace_uploads_product" ON "marketplace_uploads" USING btree ("marketplace","product_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_uploads_batch" ON "marketplace_uploads" USING btree ("marketplace","batch_request_id") WHERE "marketplace_uploads"."batch_request_id" is not null;--> statement-breakpoint
CREATE INDEX "marketplace_uploads_open" ON "marketplace_uploads" USING btree ("state") WHERE "marketplace_uploads"."state" in ('queued', 'sent');