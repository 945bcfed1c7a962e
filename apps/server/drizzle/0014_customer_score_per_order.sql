DROP INDEX "customer_scores_customer_order";--> statement-breakpoint
-- Earlier scores of one order (from different people): the newest stays.
DELETE FROM "customer_scores" AS older USING "customer_scores" AS newer WHERE older."order_ref" = newer."order_ref" AND (older."updated_at", older."id") < (newer."updated_at", newer."id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_scores_order" ON "customer_scores" USING btree ("order_ref") WHERE "customer_scores"."order_ref" is not null;
