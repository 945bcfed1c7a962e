CREATE TABLE "shipping_return_address" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"contact_name" text,
	"phone" text NOT NULL,
	"address_line" text NOT NULL,
	"province" text NOT NULL,
	"district" text NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_return_address_one_row" CHECK ("shipping_return_address"."id" = 1)
);
