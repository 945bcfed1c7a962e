CREATE TABLE "invoice_steps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" uuid NOT NULL,
	"step" text NOT NULL,
	"outcome" text NOT NULL,
	"message" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_kind" text NOT NULL,
	"order_id" text NOT NULL,
	"order_number" text NOT NULL,
	"kind" text DEFAULT 'invoice' NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"step" text DEFAULT 'contact' NOT NULL,
	"total" bigint NOT NULL,
	"provider_total" bigint,
	"due_date" text,
	"buyer_name" text NOT NULL,
	"tax_number" text,
	"contact_id" text,
	"provider_invoice_id" text,
	"document_type" text,
	"e_invoice_to" text,
	"trackable_job_id" text,
	"e_document_id" text,
	"document_number" text,
	"pdf_path" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoicing_products" (
	"provider" text NOT NULL,
	"code" text NOT NULL,
	"product_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoicing_products_provider_code_pk" PRIMARY KEY("provider","code")
);
--> statement-breakpoint
ALTER TABLE "invoice_steps" ADD CONSTRAINT "invoice_steps_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_steps_invoice" ON "invoice_steps" USING btree ("invoice_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order" ON "invoices" USING btree ("order_kind","order_id","kind");--> statement-breakpoint
CREATE INDEX "invoices_status_created" ON "invoices" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "invoices_created" ON "invoices" USING btree ("created_at");