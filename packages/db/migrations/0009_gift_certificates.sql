CREATE TABLE "basket_gift_certificates" (
	"id" text PRIMARY KEY NOT NULL,
	"basket_id" text NOT NULL,
	"amount" integer NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"sender_name" text,
	"message" text,
	"custom" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "basket_gift_certificates" ADD CONSTRAINT "basket_gift_certificates_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "basket_gift_certificates_basket_idx" ON "basket_gift_certificates" USING btree ("basket_id");