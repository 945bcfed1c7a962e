CREATE TABLE "cart_discount_codes" (
	"cart_id" text NOT NULL,
	"code_id" integer NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_discount_codes_cart_id_code_id_pk" PRIMARY KEY("cart_id","code_id")
);
--> statement-breakpoint
CREATE TABLE "discount_code_uses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discount_code_uses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code_id" integer NOT NULL,
	"order_id" text NOT NULL,
	"phone" text NOT NULL,
	"customer_id" text,
	"amount" bigint NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discount_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"minimum_cart" bigint DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"total_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"uses_per_phone" integer,
	"product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"department_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_duplicate_allowed" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_kind" CHECK ("discount_codes"."kind" in ('amount', 'percent')),
	CONSTRAINT "discount_codes_value" CHECK ("discount_codes"."value" > 0 and ("discount_codes"."kind" = 'amount' or "discount_codes"."value" <= 100)),
	CONSTRAINT "discount_codes_uses" CHECK ("discount_codes"."total_uses" is null or "discount_codes"."used_count" <= "discount_codes"."total_uses")
);
--> statement-breakpoint
CREATE TABLE "top_bars" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "top_bars_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"top_bar_name" text NOT NULL,
	"title" text NOT NULL,
	"link" text DEFAULT 'nolink' NOT NULL,
	"is_greeting" boolean DEFAULT false NOT NULL,
	"display_count_down_timer" boolean DEFAULT false NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bullets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_temporary" boolean DEFAULT false NOT NULL,
	"start_ms" bigint,
	"end_ms" bigint,
	"display_only_here" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"do_not_display_here" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "top_bars_name" CHECK ("top_bars"."top_bar_name" in ('default', 'passedHoursDiscountLevelOne', 'passedHoursDiscountLevelTwo'))
);
--> statement-breakpoint
ALTER TABLE "cart_discount_codes" ADD CONSTRAINT "cart_discount_codes_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_discount_codes" ADD CONSTRAINT "cart_discount_codes_code_id_discount_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."discount_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_uses" ADD CONSTRAINT "discount_code_uses_code_id_discount_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."discount_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_code_uses_order" ON "discount_code_uses" USING btree ("code_id","order_id");--> statement-breakpoint
CREATE INDEX "discount_code_uses_phone" ON "discount_code_uses" USING btree ("code_id","phone");--> statement-breakpoint
CREATE INDEX "discount_code_uses_customer" ON "discount_code_uses" USING btree ("code_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_ci" ON "discount_codes" USING btree (lower("code"));--> statement-breakpoint
INSERT INTO "discount_codes" ("code", "description", "kind", "value", "minimum_cart", "uses_per_phone", "is_duplicate_allowed") VALUES ('hata20', '404 sayfasının gönül alma kodu: 20 TL indirim', 'amount', 2000, 10000, 1, false);
