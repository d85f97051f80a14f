CREATE TABLE "viewed_products" (
	"owner_kind" text NOT NULL,
	"owner_id" text NOT NULL,
	"site_id" text NOT NULL,
	"product_id" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "viewed_products_owner_kind_owner_id_site_id_product_id_pk" PRIMARY KEY("owner_kind","owner_id","site_id","product_id")
);
--> statement-breakpoint
CREATE INDEX "viewed_products_owner_viewed_idx" ON "viewed_products" USING btree ("owner_kind","owner_id","site_id","viewed_at");