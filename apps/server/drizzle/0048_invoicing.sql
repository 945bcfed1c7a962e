CREATE TABLE "invoicing_tokens" (
	"provider" text NOT NULL,
	"company_id" text NOT NULL,
	"access_token_encrypted" text,
	"access_expires_at" timestamp with time zone,
	"refresh_token_encrypted" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoicing_tokens_provider_company_id_pk" PRIMARY KEY("provider","company_id")
);
