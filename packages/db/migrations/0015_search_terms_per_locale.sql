-- The term dictionary is derived from search_documents by rebuildSearchIndex: its rows are
-- dropped here and the index record with them, so the next start rebuilds it per locale.
DELETE FROM "search_terms";--> statement-breakpoint
DELETE FROM "meta" WHERE "key" = 'search_index';--> statement-breakpoint
DROP INDEX "search_terms_prefix_idx";--> statement-breakpoint
DROP INDEX "search_terms_anagram_idx";--> statement-breakpoint
ALTER TABLE "search_terms" DROP CONSTRAINT "search_terms_pkey";--> statement-breakpoint
ALTER TABLE "search_terms" ADD COLUMN "locale" text NOT NULL;--> statement-breakpoint
ALTER TABLE "search_terms" ADD CONSTRAINT "search_terms_locale_term_pk" PRIMARY KEY("locale","term");--> statement-breakpoint
CREATE INDEX "search_terms_prefix_idx" ON "search_terms" USING btree ("locale","term" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_terms_anagram_idx" ON "search_terms" USING btree ("locale","anagram");
