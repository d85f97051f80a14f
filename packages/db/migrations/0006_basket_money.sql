CREATE TABLE "basket_coupons" (
	"id" text PRIMARY KEY NOT NULL,
	"basket_id" text NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "basket_items" ADD COLUMN "bonus_discount_line_item_id" text;--> statement-breakpoint
ALTER TABLE "basket_coupons" ADD CONSTRAINT "basket_coupons_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "basket_coupons_code_idx" ON "basket_coupons" USING btree ("basket_id","code");