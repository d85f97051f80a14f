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
ALTER TABLE "baskets" ADD COLUMN "billing_address" jsonb;--> statement-breakpoint
ALTER TABLE "basket_payment_instruments" ADD CONSTRAINT "basket_payment_instruments_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_shipments" ADD CONSTRAINT "basket_shipments_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "basket_payment_instruments_basket_idx" ON "basket_payment_instruments" USING btree ("basket_id");