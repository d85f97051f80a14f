CREATE SEQUENCE "public"."order_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "order_requests" (
	"basket_id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"state" text NOT NULL,
	"order_no" text,
	"stock_taken" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"inventory_list_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_no" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"email" text NOT NULL,
	"order_token" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"order_total" integer NOT NULL,
	"payment_transaction_id" text,
	"stock_taken" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "order_requests_key_idx" ON "order_requests" USING btree ("owner_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_owner_idx" ON "orders" USING btree ("owner_kind","owner_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
ALTER TABLE "inventory" ADD CONSTRAINT "inventory_stock_level_nonnegative" CHECK ("inventory"."stock_level" >= 0);--> statement-breakpoint
ALTER TABLE "inventory" ADD CONSTRAINT "inventory_backorder_limit_nonnegative" CHECK ("inventory"."backorder_limit" >= 0);