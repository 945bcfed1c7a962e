ALTER TABLE "returns" ADD COLUMN "withdrawal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "refund_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "refund_alerted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "returns_refund_due" ON "returns" USING btree ("refund_due_at");