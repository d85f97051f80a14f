CREATE TABLE "subscription_runs" (
	"subscription_id" text NOT NULL,
	"due_date" date NOT NULL,
	"state" text NOT NULL,
	"basket_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"order_no" text,
	"last_error" text,
	"next_attempt_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscription_runs_subscription_id_due_date_pk" PRIMARY KEY("subscription_id","due_date")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"site_id" text NOT NULL,
	"locale" text NOT NULL,
	"currency" text NOT NULL,
	"product_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"frequency" text NOT NULL,
	"next_order_date" date NOT NULL,
	"anchor_day" integer NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"billing_address" jsonb NOT NULL,
	"shipping_method_id" text NOT NULL,
	"payment_instrument_id" text NOT NULL,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"skipped_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_from_order_no" text,
	"last_order_no" text,
	"reminded_date" date,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscription_runs" ADD CONSTRAINT "subscription_runs_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_runs_order_idx" ON "subscription_runs" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "subscriptions_customer_idx" ON "subscriptions" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("status","next_order_date");