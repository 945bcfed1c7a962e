DROP INDEX "orders_full_name";--> statement-breakpoint
DROP INDEX "orders_last_name";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower((delivery_contact->>'firstName') || ' ' || (delivery_contact->>'lastName'))) STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_last_name" text GENERATED ALWAYS AS (lower(delivery_contact->>'lastName')) STORED;--> statement-breakpoint
CREATE INDEX "orders_search_name" ON "orders" USING btree ("search_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_search_last_name" ON "orders" USING btree ("search_last_name" text_pattern_ops,"search_name" text_pattern_ops);