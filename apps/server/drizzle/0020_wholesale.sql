CREATE TABLE "wholesale_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"title" text NOT NULL,
	"contact_name" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"province" text NOT NULL,
	"district" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wholesale_free_goods_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wholesale_free_goods_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" uuid NOT NULL,
	"order_id" uuid,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wholesale_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_number" text NOT NULL,
	"account_id" uuid NOT NULL,
	"cart_id" text NOT NULL,
	"status" text NOT NULL,
	"payment_method" text NOT NULL,
	"payment_term" integer DEFAULT 0 NOT NULL,
	"down_payment_percentage" integer DEFAULT 0 NOT NULL,
	"items" jsonb NOT NULL,
	"free_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" integer NOT NULL,
	"tax_price" integer NOT NULL,
	"total_price" integer NOT NULL,
	"down_payment" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone,
	"free_goods_earned" integer DEFAULT 0 NOT NULL,
	"free_goods_used" integer DEFAULT 0 NOT NULL,
	"delivery_address" jsonb NOT NULL,
	"document_url" text,
	"document_uploaded_at" timestamp with time zone,
	"payment_id" text,
	"ip" text,
	"is_printed" boolean DEFAULT false NOT NULL,
	"status_history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wholesale_orders_order_number_unique" UNIQUE("order_number")
);
--> statement-breakpoint
CREATE TABLE "wholesale_profiles" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"current_account_name" text DEFAULT '' NOT NULL,
	"contact_person_name" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"district" text DEFAULT '' NOT NULL,
	"tax_authority" text DEFAULT '' NOT NULL,
	"tax_number" text DEFAULT '' NOT NULL,
	"limits" jsonb,
	"allowed_payment_methods" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"private_pricing_expiry" timestamp with time zone,
	"private_pricing_skus" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cart_id" text DEFAULT gen_random_uuid()::text NOT NULL,
	"cart_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"free_goods_allocation" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wholesale_profiles_allocation" CHECK ("wholesale_profiles"."free_goods_allocation" >= 0)
);
--> statement-breakpoint
ALTER TABLE "wholesale_addresses" ADD CONSTRAINT "wholesale_addresses_account_id_wholesale_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wholesale_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wholesale_free_goods_ledger" ADD CONSTRAINT "wholesale_free_goods_ledger_account_id_wholesale_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wholesale_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wholesale_free_goods_ledger" ADD CONSTRAINT "wholesale_free_goods_ledger_order_id_wholesale_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."wholesale_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wholesale_orders" ADD CONSTRAINT "wholesale_orders_account_id_wholesale_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wholesale_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wholesale_profiles" ADD CONSTRAINT "wholesale_profiles_account_id_wholesale_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wholesale_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wholesale_addresses_account" ON "wholesale_addresses" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "wholesale_free_goods_ledger_account" ON "wholesale_free_goods_ledger" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wholesale_orders_cart" ON "wholesale_orders" USING btree ("account_id","cart_id");--> statement-breakpoint
CREATE INDEX "wholesale_orders_account" ON "wholesale_orders" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "wholesale_orders_status" ON "wholesale_orders" USING btree ("status","created_at");