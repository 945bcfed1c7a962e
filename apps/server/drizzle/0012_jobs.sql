CREATE TABLE "background_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"queue" text NOT NULL,
	"data" jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"retry_count" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"singleton_key" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"failed_at" timestamp with time zone,
	CONSTRAINT "background_jobs_state_known" CHECK ("background_jobs"."state" in ('queued', 'active', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "background_jobs_due" ON "background_jobs" USING btree ("state","run_after");--> statement-breakpoint
CREATE UNIQUE INDEX "background_jobs_singleton" ON "background_jobs" USING btree ("queue","singleton_key") WHERE "background_jobs"."singleton_key" is not null and "background_jobs"."state" <> 'failed';