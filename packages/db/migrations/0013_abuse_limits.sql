CREATE TABLE "issued_order_numbers" (
	"order_no" text PRIMARY KEY NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limits_bucket_key_pk" PRIMARY KEY("bucket","key")
);
--> statement-breakpoint
CREATE INDEX "rate_limits_resets_at_idx" ON "rate_limits" USING btree ("resets_at");--> statement-breakpoint
DROP SEQUENCE "public"."order_numbers";--> statement-breakpoint
-- Numbers issued before numbers were random stay taken.
INSERT INTO "issued_order_numbers" ("order_no", "issued_at") SELECT "order_no", "created_at" FROM "orders" ON CONFLICT DO NOTHING;