CREATE TABLE "form_submissions" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"company_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"city" text NOT NULL,
	"fields" jsonb NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_submissions_kind_known" CHECK ("form_submissions"."kind" in ('dealer','supplier','corporate','export')),
	CONSTRAINT "form_submissions_status_known" CHECK ("form_submissions"."status" in ('NEW','SEEN','CLOSED'))
);
--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "order_id" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "order_line" smallint;--> statement-breakpoint
CREATE INDEX "form_submissions_kind" ON "form_submissions" USING btree ("kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_order_line" ON "reviews" USING btree ("order_id","order_line");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_line_pair" CHECK (("reviews"."order_id" is null) = ("reviews"."order_line" is null));