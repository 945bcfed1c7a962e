CREATE TABLE "audit_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"data" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_events_subject" ON "audit_events" USING btree ("subject_kind","subject_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_at" ON "audit_events" USING btree ("at");--> statement-breakpoint
-- Customers are people by phone, whether or not they ever signed in (issue 34 item 14): every
-- phone an order is placed with has a customers row (never signed in: last_sign_in_at null), so
-- the back office lists guest buyers beside members. A later sign-in with that phone finds the
-- same row. Existing orders' phones are added first, dated by their first order.
INSERT INTO "customers" ("phone", "created_at", "updated_at")
  SELECT "order_phone", min("created_at"), min("created_at") FROM "orders" GROUP BY "order_phone"
  ON CONFLICT ("phone") DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.carsi_record_order_buyer() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO "customers" ("phone", "created_at", "updated_at")
    VALUES (NEW."order_phone", NEW."created_at", NEW."created_at")
    ON CONFLICT ("phone") DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "orders_record_buyer" AFTER INSERT ON "orders"
  FOR EACH ROW EXECUTE FUNCTION public.carsi_record_order_buyer();
