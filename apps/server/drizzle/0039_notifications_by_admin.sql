CREATE TABLE "admin_notification_reads" (
	"admin_id" text NOT NULL,
	"notification_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_notification_reads_admin_id_notification_id_pk" PRIMARY KEY("admin_id","notification_id")
);
--> statement-breakpoint
DROP INDEX "admin_notifications_unread";--> statement-breakpoint
ALTER TABLE "admin_notification_reads" ADD CONSTRAINT "admin_notification_reads_notification_id_admin_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."admin_notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_notifications_kind" ON "admin_notifications" USING btree ("kind","created_at");--> statement-breakpoint
-- Read state was shared by every admin: what was read stays read for each admin there is now.
INSERT INTO "admin_notification_reads" ("admin_id", "notification_id", "read_at")
  SELECT a."id"::text, n."id", n."read_at"
  FROM "admin_notifications" n CROSS JOIN "admins" a
  WHERE n."read_at" IS NOT NULL;--> statement-breakpoint
-- An admin marking notices read tells every server process, so that admin's open pages update
-- their badge (one message per statement; each page counts its own admin's unread again).
CREATE OR REPLACE FUNCTION public.carsi_notify_admin_notification_read() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    PERFORM pg_catalog.pg_notify('carsi_admin_notifications', json_build_object('op', 'read')::text);
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE TRIGGER "admin_notification_reads_notify" AFTER INSERT ON "admin_notification_reads" FOR EACH STATEMENT EXECUTE FUNCTION public.carsi_notify_admin_notification_read();
--> statement-breakpoint
DROP TRIGGER "admin_notifications_update_notify" ON "admin_notifications";--> statement-breakpoint
ALTER TABLE "admin_notifications" DROP COLUMN "read_at";--> statement-breakpoint
ALTER TABLE "admin_notifications" DROP COLUMN "read_by";