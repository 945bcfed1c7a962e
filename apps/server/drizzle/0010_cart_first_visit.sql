ALTER TABLE "carts" ADD COLUMN "first_visit_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Carts made before this column existed count from when they were made.
UPDATE "carts" SET "first_visit_at" = "created_at";