CREATE TABLE "staff_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"author_id" text NOT NULL,
	"author_name" text NOT NULL,
	"text" text NOT NULL,
	"pinned_at" timestamp with time zone,
	"pinned_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_notes_text_length" CHECK (char_length("staff_notes"."text") between 1 and 500)
);
--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "staff_notes_board" ON "staff_notes" USING btree ("pinned_at","created_at");--> statement-breakpoint
-- Admin notifications reach every server process's open admin pages (server-sent events): a new
-- row sends its id, a change of read state one message per statement.
CREATE OR REPLACE FUNCTION public.carsi_notify_admin_notification() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    IF TG_OP = 'INSERT' THEN
      PERFORM pg_catalog.pg_notify('carsi_admin_notifications', json_build_object('op', 'insert', 'id', NEW.id)::text);
    ELSE
      PERFORM pg_catalog.pg_notify('carsi_admin_notifications', json_build_object('op', 'read')::text);
    END IF;
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE TRIGGER "admin_notifications_insert_notify" AFTER INSERT ON "admin_notifications" FOR EACH ROW EXECUTE FUNCTION public.carsi_notify_admin_notification();
--> statement-breakpoint
CREATE TRIGGER "admin_notifications_update_notify" AFTER UPDATE ON "admin_notifications" FOR EACH STATEMENT EXECUTE FUNCTION public.carsi_notify_admin_notification();
