-- Every footer, the contact page and the legal texts show the seller's identity, and each server
-- process keeps shared pages in its HTML cache: a saved identity tells all of them (the same
-- channel as the catalogue's changes; any payload but stock:/price: drops every cached page).
CREATE TRIGGER "seller_identity_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "seller_identity" FOR EACH STATEMENT EXECUTE FUNCTION public.carsi_notify_catalogue_change();
