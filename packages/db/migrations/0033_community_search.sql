CREATE TABLE "community_search_documents" (
	"uid" text NOT NULL,
	"locale" text NOT NULL,
	"config" "regconfig" NOT NULL,
	"title" text NOT NULL,
	"keywords" text NOT NULL,
	"summary" text NOT NULL,
	"body_text" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector("config", "title") || to_tsvector('simple', "title"), 'A') || setweight(to_tsvector("config", "keywords") || to_tsvector('simple', "keywords"), 'B') || setweight(to_tsvector("config", "summary") || to_tsvector('simple', "summary"), 'C') || setweight(to_tsvector("config", "body_text"), 'D')) STORED NOT NULL,
	"display_title" text NOT NULL,
	"url" text NOT NULL,
	"post_type" text NOT NULL,
	"featured_image" jsonb,
	"categories" jsonb NOT NULL,
	"category_uids" text[] NOT NULL,
	"author_uids" text[] NOT NULL,
	"author_name" text NOT NULL,
	"publish_date" timestamp with time zone,
	CONSTRAINT "community_search_documents_uid_locale_pk" PRIMARY KEY("uid","locale")
);
--> statement-breakpoint
CREATE TABLE "search_click_counts" (
	"index" text NOT NULL,
	"locale" text NOT NULL,
	"object_id" text NOT NULL,
	"clicks" integer NOT NULL,
	CONSTRAINT "search_click_counts_index_locale_object_id_pk" PRIMARY KEY("index","locale","object_id")
);
--> statement-breakpoint
CREATE TABLE "search_clicks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_clicks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"index" text NOT NULL,
	"locale" text NOT NULL,
	"query" text NOT NULL,
	"object_id" text NOT NULL,
	"position" integer NOT NULL,
	"query_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "community_search_documents_search_idx" ON "community_search_documents" USING gin ("search");--> statement-breakpoint
CREATE INDEX "community_search_documents_categories_idx" ON "community_search_documents" USING gin ("category_uids");--> statement-breakpoint
CREATE INDEX "community_search_documents_authors_idx" ON "community_search_documents" USING gin ("author_uids");--> statement-breakpoint
CREATE INDEX "search_clicks_at_idx" ON "search_clicks" USING btree ("at");