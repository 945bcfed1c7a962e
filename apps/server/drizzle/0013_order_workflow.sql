CREATE TABLE "admin_notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"order_ref" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"read_by" text
);
--> statement-breakpoint
CREATE TABLE "card_refunds" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "card_refunds_status_known" CHECK ("card_refunds"."status" in ('PENDING', 'REFUNDED', 'FAILED')),
	CONSTRAINT "card_refunds_amount_positive" CHECK ("card_refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE INDEX "admin_notifications_unread" ON "admin_notifications" USING btree ("created_at") WHERE "admin_notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "admin_notifications_order" ON "admin_notifications" USING btree ("order_ref");--> statement-breakpoint
CREATE INDEX "card_refunds_order" ON "card_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "card_refunds_open" ON "card_refunds" USING btree ("created_at") WHERE "card_refunds"."status" <> 'REFUNDED';