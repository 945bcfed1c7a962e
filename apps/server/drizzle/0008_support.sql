CREATE TABLE "support_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" text NOT NULL,
	"support_index" integer NOT NULL,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"contact_phone" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"customer_id" text,
	"answer" text,
	"answered_by" text,
	"answered_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_requests_status_known" CHECK ("support_requests"."status" in ('OPEN', 'ANSWERED', 'CLOSED')),
	CONSTRAINT "support_requests_topic_known" CHECK ("support_requests"."topic" in ('WHERE_IS_MY_ORDER', 'ADDRESS_OR_INVOICE_CHANGE', 'CANCELLATION', 'RETURN_OR_EXCHANGE', 'PRODUCT_PROBLEM', 'OTHER')),
	CONSTRAINT "support_requests_message_length" CHECK (char_length("support_requests"."message") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "support_requests_order_index" ON "support_requests" USING btree ("order_id","support_index");--> statement-breakpoint
CREATE INDEX "support_requests_status" ON "support_requests" USING btree ("status","created_at");