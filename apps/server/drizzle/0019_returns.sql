CREATE TABLE "card_line_refunds" (
	"key" text NOT NULL,
	"line_index" integer NOT NULL,
	"order_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "card_line_refunds_key_line_index_pk" PRIMARY KEY("key","line_index"),
	CONSTRAINT "card_line_refunds_status_known" CHECK ("card_line_refunds"."status" in ('PENDING', 'REFUNDED', 'FAILED')),
	CONSTRAINT "card_line_refunds_amount_positive" CHECK ("card_line_refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "return_status_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_status_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"return_id" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"order_id" text NOT NULL,
	"status" text NOT NULL,
	"lines" jsonb NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"refund_channel" text NOT NULL,
	"refund_amount" bigint NOT NULL,
	"iban" text,
	"refund_state" text DEFAULT 'NONE' NOT NULL,
	"created_by" text NOT NULL,
	"received_at" timestamp with time zone,
	"refund_started_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_code_unique" UNIQUE("code"),
	CONSTRAINT "returns_status_known" CHECK ("returns"."status" in ('REQUESTED', 'APPROVED', 'IN_TRANSIT', 'RECEIVED', 'REFUNDED', 'REJECTED', 'CANCELLED')),
	CONSTRAINT "returns_refund_state_known" CHECK ("returns"."refund_state" in ('NONE', 'PENDING', 'DONE', 'FAILED')),
	CONSTRAINT "returns_channel_known" CHECK ("returns"."refund_channel" in ('card', 'bankTransfer')),
	CONSTRAINT "returns_amount_nonnegative" CHECK ("returns"."refund_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "return_status_changes" ADD CONSTRAINT "return_status_changes_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_line_refunds_order" ON "card_line_refunds" USING btree ("order_id","line_index");--> statement-breakpoint
CREATE INDEX "return_status_changes_return" ON "return_status_changes" USING btree ("return_id","at");--> statement-breakpoint
CREATE INDEX "returns_order" ON "returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "returns_created" ON "returns" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "returns_status" ON "returns" USING btree ("status","created_at");