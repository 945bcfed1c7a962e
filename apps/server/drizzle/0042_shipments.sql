CREATE TABLE "carrier_settings" (
	"carrier" text PRIMARY KEY NOT NULL,
	"desi_divisor" integer DEFAULT 3000 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rural_areas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rural_areas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"province" text NOT NULL,
	"district" text NOT NULL,
	"village" text DEFAULT '' NOT NULL,
	"note" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shipment_id" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"carrier_status_text" text,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" text PRIMARY KEY NOT NULL,
	"shipment_key" text NOT NULL,
	"order_id" text NOT NULL,
	"return_id" text,
	"direction" text DEFAULT 'OUTGOING' NOT NULL,
	"carrier" text NOT NULL,
	"carrier_reason" text DEFAULT 'MAIN' NOT NULL,
	"status" text NOT NULL,
	"tracking_code" text,
	"tracking_url" text,
	"carrier_status_text" text,
	"carrier_status_code" text,
	"pieces" integer DEFAULT 1 NOT NULL,
	"desi" integer DEFAULT 1 NOT NULL,
	"kg" integer DEFAULT 1 NOT NULL,
	"desi_divisor" integer NOT NULL,
	"cod_amount" bigint,
	"cod_kind" text,
	"remittance_amount" bigint,
	"remittance_reported_at" timestamp with time zone,
	"return_code" text,
	"return_code_valid_until" timestamp with time zone,
	"return_label_url" text,
	"carrier_zpl" text,
	"last_error" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"booked_at" timestamp with time zone,
	"picked_up_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"last_polled_at" timestamp with time zone,
	"next_poll_at" timestamp with time zone,
	"polls" integer DEFAULT 0 NOT NULL,
	"customer_notified_at" timestamp with time zone,
	"label_printed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_shipment_key_unique" UNIQUE("shipment_key"),
	CONSTRAINT "shipments_status_known" CHECK ("shipments"."status" in ('REQUESTED', 'CREATED', 'PICKED_UP', 'IN_TRANSIT', 'DELIVERED', 'RETURNED', 'CANCELLED', 'NEEDS_ATTENTION')),
	CONSTRAINT "shipments_direction_known" CHECK ("shipments"."direction" in ('OUTGOING', 'RETURN')),
	CONSTRAINT "shipments_cod_kind_known" CHECK ("shipments"."cod_kind" is null or "shipments"."cod_kind" in ('CASH', 'CARD')),
	CONSTRAINT "shipments_cod_nonnegative" CHECK ("shipments"."cod_amount" is null or "shipments"."cod_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rural_areas_place" ON "rural_areas" USING btree ("province","district","village");--> statement-breakpoint
CREATE INDEX "shipment_events_shipment" ON "shipment_events" USING btree ("shipment_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_one_live_outgoing" ON "shipments" USING btree ("order_id") WHERE "shipments"."direction" = 'OUTGOING' and "shipments"."status" <> 'CANCELLED';--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_one_live_return" ON "shipments" USING btree ("return_id") WHERE "shipments"."return_id" is not null and "shipments"."status" <> 'CANCELLED';--> statement-breakpoint
CREATE INDEX "shipments_order" ON "shipments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "shipments_status" ON "shipments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "shipments_tracking_code" ON "shipments" USING btree ("tracking_code");--> statement-breakpoint
CREATE INDEX "shipments_next_poll" ON "shipments" USING btree ("next_poll_at") WHERE "shipments"."next_poll_at" is not null;