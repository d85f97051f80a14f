CREATE TABLE "review_moderations" (
	"id" text PRIMARY KEY NOT NULL,
	"review_id" text NOT NULL,
	"action" text NOT NULL,
	"from_status" text NOT NULL,
	"actor" text NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_ratings" (
	"product_id" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"sum" integer NOT NULL,
	"histogram" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"author_name" text NOT NULL,
	"site_id" text NOT NULL,
	"locale" text NOT NULL,
	"rating" integer NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"status" text NOT NULL,
	"held" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"verified_buyer" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"moderated_at" timestamp with time zone,
	"moderated_by" text
);
--> statement-breakpoint
CREATE INDEX "review_moderations_review_idx" ON "review_moderations" USING btree ("review_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_customer_product_idx" ON "reviews" USING btree ("customer_id","product_id");--> statement-breakpoint
CREATE INDEX "reviews_product_status_created_idx" ON "reviews" USING btree ("product_id","status","created_at");--> statement-breakpoint
CREATE INDEX "reviews_status_created_idx" ON "reviews" USING btree ("status","created_at");--> statement-breakpoint
-- Ratings show on tiles and product pages, which every instance caches: a change of a product's
-- approved reviews announces the catalog scope of the change feed (migration 0016).
CREATE TRIGGER "review_ratings_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "review_ratings" FOR EACH STATEMENT EXECUTE FUNCTION solo_notify_change('catalog');
