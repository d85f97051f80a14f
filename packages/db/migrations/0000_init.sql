CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"description" text,
	"page_title" text,
	"page_description" text,
	"image" text,
	"position" integer DEFAULT 0 NOT NULL,
	"online" boolean DEFAULT true NOT NULL,
	"custom" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"localized" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_entries" (
	"content_type_uid" text NOT NULL,
	"uid" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_entries_content_type_uid_uid_locale_pk" PRIMARY KEY("content_type_uid","uid","locale")
);
--> statement-breakpoint
CREATE TABLE "inventory" (
	"inventory_list_id" text NOT NULL,
	"product_id" text NOT NULL,
	"stock_level" integer DEFAULT 0 NOT NULL,
	"safety_stock" integer DEFAULT 0 NOT NULL,
	"backorderable" boolean DEFAULT false NOT NULL,
	"preorderable" boolean DEFAULT false NOT NULL,
	"backorder_limit" integer DEFAULT 0 NOT NULL,
	"in_stock_date" date,
	CONSTRAINT "inventory_inventory_list_id_product_id_pk" PRIMARY KEY("inventory_list_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "media" (
	"path" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_books" (
	"id" text PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"price_book_id" text NOT NULL,
	"product_id" text NOT NULL,
	"min_quantity" integer DEFAULT 1 NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "prices_price_book_id_product_id_min_quantity_pk" PRIMARY KEY("price_book_id","product_id","min_quantity")
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" text NOT NULL,
	"category_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"master_id" text,
	"name" text NOT NULL,
	"short_description" text,
	"long_description" text,
	"brand" text,
	"primary_category_id" text,
	"variation_values" jsonb,
	"variation_attributes" jsonb,
	"is_default_variant" boolean DEFAULT false NOT NULL,
	"image_groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_order_quantity" integer DEFAULT 1 NOT NULL,
	"step_quantity" integer DEFAULT 1 NOT NULL,
	"set_product_ids" jsonb,
	"bundled_products" jsonb,
	"options" jsonb,
	"custom" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"localized" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"online" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"callout_msg" text,
	"site_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rule" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"coupon_code" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"custom" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"localized" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_preferences" (
	"site_id" text NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	CONSTRAINT "site_preferences_site_id_key_pk" PRIMARY KEY("site_id","key")
);
--> statement-breakpoint
ALTER TABLE "inventory" ADD CONSTRAINT "inventory_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_price_book_id_price_books_id_fk" FOREIGN KEY ("price_book_id") REFERENCES "public"."price_books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "content_entries_uid_idx" ON "content_entries" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "prices_product_idx" ON "prices" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_categories_category_idx" ON "product_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_master_idx" ON "products" USING btree ("master_id");