CREATE TABLE "carts" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_status_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"cart_id" text,
	"customer_id" text,
	"idempotency_key" text,
	"order_status" text DEFAULT 'NEW' NOT NULL,
	"payment_method" text,
	"payment_status" text DEFAULT 'UNPAID' NOT NULL,
	"order_phone" text NOT NULL,
	"items" jsonb NOT NULL,
	"items_price" bigint NOT NULL,
	"shipping_price" bigint NOT NULL,
	"cash_on_delivery_fee" bigint DEFAULT 0 NOT NULL,
	"tax_price" bigint NOT NULL,
	"total_price" bigint NOT NULL,
	"delivery_contact" jsonb NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"individual_invoice" jsonb,
	"company_invoice" jsonb,
	"user_analytics" jsonb NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"stock_released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "orders_total_nonnegative" CHECK ("orders"."total_price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carts_customer" ON "carts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "order_status_changes_order" ON "order_status_changes" USING btree ("order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency" ON "orders" USING btree ("cart_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_cart" ON "orders" USING btree ("cart_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_customer" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_hold" ON "orders" USING btree ("hold_expires_at") WHERE "orders"."stock_released_at" is null and "orders"."hold_expires_at" is not null;