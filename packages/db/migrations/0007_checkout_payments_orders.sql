CREATE SEQUENCE "public"."order_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "basket_payment_instruments" (
	"id" text PRIMARY KEY NOT NULL,
	"basket_id" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"amount" integer,
	"card" jsonb,
	"payment_nonce" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "basket_shipments" (
	"basket_id" text NOT NULL,
	"shipment_id" text NOT NULL,
	"shipping_address" jsonb,
	"shipping_method_id" text,
	CONSTRAINT "basket_shipments_basket_id_shipment_id_pk" PRIMARY KEY("basket_id","shipment_id")
);
--> statement-breakpoint
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
CREATE TABLE "payment_idempotency_keys" (
	"operation" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"transaction_id" text NOT NULL,
	"refund_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_idempotency_keys_operation_key_pk" PRIMARY KEY("operation","key")
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"token" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"method_type" text NOT NULL,
	"card_type" text,
	"last_four" text,
	"expiration_month" integer,
	"expiration_year" integer,
	"owner" text,
	"email" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"scenario" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"removable" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"method_type" text NOT NULL,
	"card_type" text,
	"last_four" text,
	"expiration_month" integer,
	"expiration_year" integer,
	"owner" text,
	"email" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"scenario" text NOT NULL,
	"amount" integer,
	"currency" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"captured_amount" integer DEFAULT 0 NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"decline_reason" text,
	"payment_method" jsonb NOT NULL,
	"customer_id" text,
	"reference" text,
	"device_data" text,
	"created_at" timestamp with time zone NOT NULL,
	"authorization_expires_at" timestamp with time zone,
	"captured_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_wallet_contexts" (
	"id" text PRIMARY KEY NOT NULL,
	"wallet_type" text NOT NULL,
	"flow" text NOT NULL,
	"funding_source" text,
	"amount" integer,
	"currency" text,
	"status" text NOT NULL,
	"nonce" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "baskets" ADD COLUMN "billing_address" jsonb;--> statement-breakpoint
ALTER TABLE "basket_payment_instruments" ADD CONSTRAINT "basket_payment_instruments_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_shipments" ADD CONSTRAINT "basket_shipments_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_transaction_id_payment_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."payment_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "basket_payment_instruments_basket_idx" ON "basket_payment_instruments" USING btree ("basket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_requests_key_idx" ON "order_requests" USING btree ("owner_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_owner_idx" ON "orders" USING btree ("owner_kind","owner_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_methods_customer_idx" ON "payment_methods" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_default_idx" ON "payment_methods" USING btree ("customer_id") WHERE "payment_methods"."is_default";--> statement-breakpoint
CREATE INDEX "payment_nonces_expires_idx" ON "payment_nonces" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "payment_refunds_transaction_idx" ON "payment_refunds" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "payment_transactions_reference_idx" ON "payment_transactions" USING btree ("reference");--> statement-breakpoint
ALTER TABLE "inventory" ADD CONSTRAINT "inventory_stock_level_nonnegative" CHECK ("inventory"."stock_level" >= 0);--> statement-breakpoint
ALTER TABLE "inventory" ADD CONSTRAINT "inventory_backorder_limit_nonnegative" CHECK ("inventory"."backorder_limit" >= 0);