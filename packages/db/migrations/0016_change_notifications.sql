-- Every instance keeps caches of what shoppers see alike (pages, catalog reads, the search
-- index): a write to the tables behind them announces its scope on the solo_changes channel once
-- per statement, delivered to every listening instance when the transaction commits.
CREATE OR REPLACE FUNCTION solo_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('solo_changes', TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "categories_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION solo_notify_change('catalog');
--> statement-breakpoint
CREATE TRIGGER "products_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION solo_notify_change('catalog');
--> statement-breakpoint
CREATE TRIGGER "product_categories_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_categories" FOR EACH STATEMENT EXECUTE FUNCTION solo_notify_change('catalog');
--> statement-breakpoint
CREATE TRIGGER "price_books_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "price_books" FOR EACH STATEMENT EXECUTE FUNCTION solo_notify_change('catalog');
--> statement-breakpoint
CREATE TRIGGER "prices_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "prices" FOR EACH STATEMENT EXECUTE FUNCTION solo_notify_change('catalog');
--> statement-breakpoint
CREATE TRIGGER "inventory_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "inventory" FOR EACH STATEMENT EXECUTE FUNCTION solo_notify_change('catalog');
--> statement-breakpoint
CREATE TRIGGER "promotions_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "promotions" FOR EACH STATEMENT EXECUTE FUNCTION solo_notify_change('catalog');
--> statement-breakpoint
CREATE TRIGGER "search_documents_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_documents" FOR EACH STATEMENT EXECUTE FUNCTION solo_notify_change('catalog');
--> statement-breakpoint
CREATE TRIGGER "search_facet_values_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_facet_values" FOR EACH STATEMENT EXECUTE FUNCTION solo_notify_change('catalog');
--> statement-breakpoint
CREATE TRIGGER "search_offers_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_offers" FOR EACH STATEMENT EXECUTE FUNCTION solo_notify_change('catalog');
--> statement-breakpoint
CREATE TRIGGER "search_phrases_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_phrases" FOR EACH STATEMENT EXECUTE FUNCTION solo_notify_change('catalog');
--> statement-breakpoint
CREATE TRIGGER "search_terms_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_terms" FOR EACH STATEMENT EXECUTE FUNCTION solo_notify_change('catalog');
--> statement-breakpoint
CREATE TRIGGER "content_entries_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_entries" FOR EACH STATEMENT EXECUTE FUNCTION solo_notify_change('content');
--> statement-breakpoint
CREATE TRIGGER "site_preferences_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_preferences" FOR EACH STATEMENT EXECUTE FUNCTION solo_notify_change('content');
