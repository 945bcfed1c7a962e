CREATE TABLE "scheduled_price_rises" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scheduled_price_rises_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"apply_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_price_rises_amount" CHECK ("scheduled_price_rises"."amount" between 1 and 100000)
);
--> statement-breakpoint
ALTER TABLE "scheduled_price_rises" ADD CONSTRAINT "scheduled_price_rises_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_price_rises_pending" ON "scheduled_price_rises" USING btree ("product_id") WHERE "scheduled_price_rises"."applied_at" is null and "scheduled_price_rises"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "scheduled_price_rises_due" ON "scheduled_price_rises" USING btree ("apply_at") WHERE "scheduled_price_rises"."applied_at" is null and "scheduled_price_rises"."cancelled_at" is null;--> statement-breakpoint
-- The storefront's product answers announce pending rises: a change here drops them from the caches.
CREATE TRIGGER "scheduled_price_rises_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "scheduled_price_rises" FOR EACH STATEMENT EXECUTE FUNCTION carsi_notify_catalogue_change();
