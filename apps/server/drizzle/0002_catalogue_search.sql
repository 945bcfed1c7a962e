-- Catalogue search (Turkish full text + trigram typo tolerance) and change notifications.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- Accent- and case-folded text: 'Yastık' and 'YASTIK' both become 'yastik'. unaccent() itself is
-- only STABLE, so this wrapper names its dictionary to be usable in index expressions.
CREATE OR REPLACE FUNCTION public.carsi_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT pg_catalog.lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;
--> statement-breakpoint
-- The searchable document of a product: the name weighs A, the description B.
CREATE OR REPLACE FUNCTION public.carsi_product_document(name text, description text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT pg_catalog.setweight(pg_catalog.to_tsvector('pg_catalog.turkish', public.carsi_fold(coalesce(name, ''))), 'A')
            || pg_catalog.setweight(pg_catalog.to_tsvector('pg_catalog.turkish', public.carsi_fold(coalesce(description, ''))), 'B') $$;
--> statement-breakpoint
CREATE INDEX "products_search_document" ON "products" USING gin (public.carsi_product_document("name", "description"));
--> statement-breakpoint
CREATE INDEX "products_search_name_trgm" ON "products" USING gin (public.carsi_fold("name") public.gin_trgm_ops);
--> statement-breakpoint
-- Every server process keeps catalogue answers in memory; a change to any table they are built
-- from tells all of them (LISTEN carsi_catalogue) to drop what they hold.
CREATE OR REPLACE FUNCTION public.carsi_notify_catalogue_change() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN PERFORM pg_catalog.pg_notify('carsi_catalogue', TG_TABLE_NAME); RETURN NULL; END $$;
--> statement-breakpoint
CREATE TRIGGER "products_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION carsi_notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER "skus_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "skus" FOR EACH STATEMENT EXECUTE FUNCTION carsi_notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER "reviews_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION carsi_notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER "questions_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "questions" FOR EACH STATEMENT EXECUTE FUNCTION carsi_notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER "product_campaigns_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_campaigns" FOR EACH STATEMENT EXECUTE FUNCTION carsi_notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER "departments_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "departments" FOR EACH STATEMENT EXECUTE FUNCTION carsi_notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER "main_categories_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "main_categories" FOR EACH STATEMENT EXECUTE FUNCTION carsi_notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER "sub_categories_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sub_categories" FOR EACH STATEMENT EXECUTE FUNCTION carsi_notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER "low_categories_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "low_categories" FOR EACH STATEMENT EXECUTE FUNCTION carsi_notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER "brands_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands" FOR EACH STATEMENT EXECUTE FUNCTION carsi_notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER "models_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "models" FOR EACH STATEMENT EXECUTE FUNCTION carsi_notify_catalogue_change();
