CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"visitor_id" text,
	"cart_ref" text,
	"customer_id" text,
	"sku_id" integer,
	"sku" text,
	"qty" integer,
	"value" integer,
	"currency" text DEFAULT 'TRY' NOT NULL,
	CONSTRAINT "analytics_events_currency_known" CHECK ("analytics_events"."currency" in ('TRY'))
);
--> statement-breakpoint
DROP INDEX "carts_customer";--> statement-breakpoint
CREATE INDEX "analytics_events_name_time" ON "analytics_events" USING btree ("name","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_customer" ON "carts" USING btree ("customer_id");