ALTER TABLE "product_campaigns" ADD COLUMN "appeal" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_campaigns" ADD COLUMN "minimum_cart" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_campaigns" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "converter_appeal" text;--> statement-breakpoint
ALTER TABLE "product_campaigns" ADD CONSTRAINT "product_campaigns_minimum_cart" CHECK ("product_campaigns"."minimum_cart" >= 0);