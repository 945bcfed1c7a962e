ALTER TABLE "orders" ADD COLUMN "payment_conversation_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_price" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "installment" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_conversation_id_unique" UNIQUE("payment_conversation_id");