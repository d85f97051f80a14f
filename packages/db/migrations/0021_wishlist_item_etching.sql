ALTER TABLE "product_list_items" ADD COLUMN "etching_text" text;--> statement-breakpoint
ALTER TABLE "product_list_items" ADD COLUMN "etching_image" text;