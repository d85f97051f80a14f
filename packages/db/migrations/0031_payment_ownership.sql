ALTER TABLE "payment_nonces" ADD COLUMN "shopper_usid" text;--> statement-breakpoint
ALTER TABLE "payment_nonces" ADD COLUMN "shopper_customer_id" text;--> statement-breakpoint
ALTER TABLE "payment_nonces" ADD COLUMN "basket_id" text;--> statement-breakpoint
ALTER TABLE "payment_nonces" ADD COLUMN "vaulted_token" text;--> statement-breakpoint
ALTER TABLE "payment_wallet_contexts" ADD COLUMN "shopper_usid" text;--> statement-breakpoint
ALTER TABLE "payment_wallet_contexts" ADD COLUMN "shopper_customer_id" text;--> statement-breakpoint
ALTER TABLE "payment_wallet_contexts" ADD COLUMN "basket_id" text;