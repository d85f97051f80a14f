CREATE TABLE "search_documents" (
	"locale" text NOT NULL,
	"product_id" text NOT NULL,
	"product_type" text NOT NULL,
	"config" "regconfig" NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"keywords" text NOT NULL,
	"description" text NOT NULL,
	"base_text" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector("config", "name") || to_tsvector('simple', "name"), 'A') || setweight(to_tsvector("config", "keywords") || to_tsvector('simple', "keywords"), 'B') || setweight(to_tsvector("config", "description") || to_tsvector('simple', "description"), 'C') || setweight(to_tsvector('english', "base_text") || to_tsvector('simple', "base_text"), 'D')) STORED NOT NULL,
	"category_ids" text[] NOT NULL,
	"category_positions" jsonb NOT NULL,
	"facets" text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"image" jsonb,
	"variation_attributes" jsonb,
	"represented_product_id" text NOT NULL,
	CONSTRAINT "search_documents_locale_product_id_pk" PRIMARY KEY("locale","product_id")
);
--> statement-breakpoint
CREATE TABLE "search_facet_values" (
	"locale" text NOT NULL,
	"attribute_id" text NOT NULL,
	"attribute_label" text NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL,
	"parent_value" text,
	"position" integer NOT NULL,
	CONSTRAINT "search_facet_values_locale_attribute_id_value_pk" PRIMARY KEY("locale","attribute_id","value")
);
--> statement-breakpoint
CREATE TABLE "search_offers" (
	"site_id" text NOT NULL,
	"product_id" text NOT NULL,
	"currency" text NOT NULL,
	"price" integer,
	"price_max" integer,
	"on_sale" boolean NOT NULL,
	"orderable" boolean NOT NULL,
	CONSTRAINT "search_offers_site_id_product_id_pk" PRIMARY KEY("site_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "search_phrases" (
	"locale" text NOT NULL,
	"phrase" text NOT NULL,
	"config" "regconfig" NOT NULL,
	"hits" integer NOT NULL,
	"category_id" text,
	"parent_category_name" text,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector("config", "phrase") || to_tsvector('english', "phrase") || to_tsvector('simple', "phrase")) STORED NOT NULL,
	CONSTRAINT "search_phrases_locale_phrase_pk" PRIMARY KEY("locale","phrase")
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"expansion" text,
	"frequency" integer NOT NULL,
	"anagram" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_documents_search_idx" ON "search_documents" USING gin ("search");--> statement-breakpoint
CREATE INDEX "search_documents_categories_idx" ON "search_documents" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "search_documents_facets_idx" ON "search_documents" USING gin ("facets");--> statement-breakpoint
CREATE INDEX "search_phrases_search_idx" ON "search_phrases" USING gin ("search");--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gist ("term" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_terms_prefix_idx" ON "search_terms" USING btree ("term" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_terms_anagram_idx" ON "search_terms" USING btree ("anagram");