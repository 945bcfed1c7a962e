CREATE TABLE "pops" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pops_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pop_type" text NOT NULL,
	"pop_timer" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_temporary" boolean DEFAULT false NOT NULL,
	"start_ms" bigint,
	"end_ms" bigint,
	"exist_discount" boolean DEFAULT false NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"discount_expiry" integer DEFAULT 0 NOT NULL,
	"use_discount_x_times" integer DEFAULT 1 NOT NULL,
	"code_prefix" text DEFAULT 'indirim' NOT NULL,
	"display_count_down_timer" boolean DEFAULT false NOT NULL,
	"display_only_here" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"do_not_display_here" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"title" text NOT NULL,
	"pop_image" text,
	"paragraph_title" text DEFAULT '' NOT NULL,
	"paragraph" text DEFAULT '' NOT NULL,
	"buttons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pops_type" CHECK ("pops"."pop_type" in ('intentPop', 'exitPop')),
	CONSTRAINT "pops_discount" CHECK (not "pops"."exist_discount" or ("pops"."discount_amount" > 0 and "pops"."discount_expiry" > 0 and "pops"."use_discount_x_times" > 0))
);
--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "pop_id" integer;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "visitor_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_pop_visitor" ON "discount_codes" USING btree ("pop_id","visitor_id") WHERE "discount_codes"."pop_id" is not null;