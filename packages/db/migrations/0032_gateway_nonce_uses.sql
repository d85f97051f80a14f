CREATE TABLE "payment_gateway_nonce_uses" (
	"nonce" text PRIMARY KEY NOT NULL,
	"shopper_usid" text NOT NULL,
	"shopper_customer_id" text NOT NULL,
	"basket_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
