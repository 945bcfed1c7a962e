CREATE TABLE "order_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" text NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"reason" text,
	"data" jsonb,
	"message" text NOT NULL,
	"idempotency_key" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_line_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_line_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"basket_item_id" text NOT NULL,
	"line" integer,
	"qty" integer DEFAULT 0 NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "order_line_refunds_amount_positive" CHECK ("order_line_refunds"."amount" > 0),
	CONSTRAINT "order_line_refunds_status_known" CHECK ("order_line_refunds"."status" in ('PENDING', 'REFUNDED', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "order_status_texts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_status_texts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_status_texts_kind_known" CHECK ("order_status_texts"."kind" in ('approved', 'staff'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "printed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "packed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "staff_note" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_refunds" ADD CONSTRAINT "order_line_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order" ON "order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_events_idempotency" ON "order_events" USING btree ("order_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "order_line_refunds_order" ON "order_line_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_status_texts_kind_text" ON "order_status_texts" USING btree ("kind","text");--> statement-breakpoint
CREATE INDEX "orders_created" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created" ON "orders" USING btree ("order_status","created_at");--> statement-breakpoint
CREATE INDEX "orders_phone" ON "orders" USING btree ("order_phone","created_at");--> statement-breakpoint
CREATE INDEX "orders_email" ON "orders" USING btree (lower("delivery_contact"->>'email'));--> statement-breakpoint
CREATE INDEX "orders_full_name" ON "orders" USING btree (lower(("delivery_contact"->>'firstName') || ' ' || ("delivery_contact"->>'lastName')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_last_name" ON "orders" USING btree (lower("delivery_contact"->>'lastName') text_pattern_ops);