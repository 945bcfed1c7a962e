-- Catalogue change notifications per changed row instead of per statement: an UPDATE that
-- matches no row (a periodic job, say) no longer empties every server's catalogue cache.
-- PostgreSQL folds identical notifications of one transaction into one, so a bulk change
-- still sends a single message per table.
DROP TRIGGER IF EXISTS "products_notify" ON "products";
--> statement-breakpoint
CREATE TRIGGER "products_notify" AFTER INSERT OR UPDATE OR DELETE ON "products" FOR EACH ROW EXECUTE FUNCTION public.carsi_notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER "products_notify_truncate" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION public.carsi_notify_catalogue_change();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "skus_notify" ON "skus";
--> statement-breakpoint
CREATE TRIGGER "skus_notify" AFTER INSERT OR UPDATE OR DELETE ON "skus" FOR EACH ROW EXECUTE FUNCTION public.carsi_notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER "skus_notify_truncate" AFTER TRUNCATE ON "skus" FOR EACH STATEMENT EXECUTE FUNCTION public.carsi_notify_catalogue_change();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "reviews_notify" ON "reviews";
--> statement-breakpoint
CREATE TRIGGER "reviews_notify" AFTER INSERT OR UPDATE OR DELETE ON "reviews" FOR EACH ROW EXECUTE FUNCTION public.carsi_notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER "reviews_notify_truncate" AFTER TRUNCATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION public.carsi_notify_catalogue_change();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "questions_notify" ON "questions";
--> statement-breakpoint
CREATE TRIGGER "questions_notify" AFTER INSERT OR UPDATE OR DELETE ON "questions" FOR EACH ROW EXECUTE FUNCTION public.carsi_notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER "questions_notify_truncate" AFTER TRUNCATE ON "questions" FOR EACH STATEMENT EXECUTE FUNCTION public.carsi_notify_catalogue_change();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_campaigns_notify" ON "product_campaigns";
--> statement-breakpoint
CREATE TRIGGER "product_campaigns_notify" AFTER INSERT OR UPDATE OR DELETE ON "product_campaigns" FOR EACH ROW EXECUTE FUNCTION public.carsi_notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER "product_campaigns_notify_truncate" AFTER TRUNCATE ON "product_campaigns" FOR EACH STATEMENT EXECUTE FUNCTION public.carsi_notify_catalogue_change();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "departments_notify" ON "departments";
--> statement-breakpoint
CREATE TRIGGER "departments_notify" AFTER INSERT OR UPDATE OR DELETE ON "departments" FOR EACH ROW EXECUTE FUNCTION public.carsi_notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER "departments_notify_truncate" AFTER TRUNCATE ON "departments" FOR EACH STATEMENT EXECUTE FUNCTION public.carsi_notify_catalogue_change();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "main_categories_notify" ON "main_categories";
--> statement-breakpoint
CREATE TRIGGER "main_categories_notify" AFTER INSERT OR UPDATE OR DELETE ON "main_categories" FOR EACH ROW EXECUTE FUNCTION public.carsi_notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER "main_categories_notify_truncate" AFTER TRUNCATE ON "main_categories" FOR EACH STATEMENT EXECUTE FUNCTION public.carsi_notify_catalogue_change();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "sub_categories_notify" ON "sub_categories";
--> statement-breakpoint
CREATE TRIGGER "sub_categories_notify" AFTER INSERT OR UPDATE OR DELETE ON "sub_categories" FOR EACH ROW EXECUTE FUNCTION public.carsi_notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER "sub_categories_notify_truncate" AFTER TRUNCATE ON "sub_categories" FOR EACH STATEMENT EXECUTE FUNCTION public.carsi_notify_catalogue_change();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "low_categories_notify" ON "low_categories";
--> statement-breakpoint
CREATE TRIGGER "low_categories_notify" AFTER INSERT OR UPDATE OR DELETE ON "low_categories" FOR EACH ROW EXECUTE FUNCTION public.carsi_notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER "low_categories_notify_truncate" AFTER TRUNCATE ON "low_categories" FOR EACH STATEMENT EXECUTE FUNCTION public.carsi_notify_catalogue_change();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "brands_notify" ON "brands";
--> statement-breakpoint
CREATE TRIGGER "brands_notify" AFTER INSERT OR UPDATE OR DELETE ON "brands" FOR EACH ROW EXECUTE FUNCTION public.carsi_notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER "brands_notify_truncate" AFTER TRUNCATE ON "brands" FOR EACH STATEMENT EXECUTE FUNCTION public.carsi_notify_catalogue_change();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "models_notify" ON "models";
--> statement-breakpoint
CREATE TRIGGER "models_notify" AFTER INSERT OR UPDATE OR DELETE ON "models" FOR EACH ROW EXECUTE FUNCTION public.carsi_notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER "models_notify_truncate" AFTER TRUNCATE ON "models" FOR EACH STATEMENT EXECUTE FUNCTION public.carsi_notify_catalogue_change();
