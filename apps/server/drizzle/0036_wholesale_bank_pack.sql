CREATE TABLE "wholesale_bank_account" (
	"id" text PRIMARY KEY DEFAULT 'shop' NOT NULL,
	"bank_name" text NOT NULL,
	"account_holder" text NOT NULL,
	"iban" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wholesale_bank_account_single" CHECK ("wholesale_bank_account"."id" = 'shop')
);
--> statement-breakpoint
CREATE TABLE "wholesale_pack_sizes" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"pack_size" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wholesale_pack_sizes_range" CHECK ("wholesale_pack_sizes"."pack_size" between 2 and 10000)
);
--> statement-breakpoint
ALTER TABLE "wholesale_pack_sizes" ADD CONSTRAINT "wholesale_pack_sizes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;