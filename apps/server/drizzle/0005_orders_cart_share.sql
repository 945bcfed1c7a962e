ALTER TABLE "carts" ADD COLUMN "share_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_share_id_unique" UNIQUE("share_id");