DROP INDEX "orders_search_name";--> statement-breakpoint
DROP INDEX "orders_search_last_name";--> statement-breakpoint
CREATE INDEX "orders_search_name_created" ON "orders" USING btree ("search_name" text_pattern_ops,"created_at","id");--> statement-breakpoint
CREATE INDEX "orders_search_last_name_created" ON "orders" USING btree ("search_last_name" text_pattern_ops,"search_name" text_pattern_ops,"created_at","id");