ALTER TABLE "carts" ADD COLUMN "surprise_discount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "discount_stopped" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "main_order_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "addon_ref" text;--> statement-breakpoint
CREATE INDEX "orders_main_order" ON "orders" USING btree ("main_order_id") WHERE "orders"."main_order_id" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_addon_ref_unique" UNIQUE("addon_ref");