CREATE TABLE "payment_gateway_claims" (
	"operation" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_gateway_claims_operation_key_pk" PRIMARY KEY("operation","key")
);
--> statement-breakpoint
CREATE TABLE "payment_gateway_methods" (
	"token" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"removable" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_gateway_settlements" (
	"id" text PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"amount" integer NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_gateway_methods" ADD CONSTRAINT "payment_gateway_methods_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_gateway_settlements" ADD CONSTRAINT "payment_gateway_settlements_transaction_id_payment_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."payment_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_gateway_methods_customer_idx" ON "payment_gateway_methods" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "payment_gateway_settlements_transaction_idx" ON "payment_gateway_settlements" USING btree ("transaction_id");