CREATE TABLE "notify_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"locale" text NOT NULL,
	"channel" text NOT NULL,
	"contact" text NOT NULL,
	"sku" text NOT NULL,
	"sms_consent_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"unsubscribe_hash" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "notify_requests_contact_sku_idx" ON "notify_requests" USING btree ("site_id","channel","contact","sku");--> statement-breakpoint
CREATE INDEX "notify_requests_waiting_idx" ON "notify_requests" USING btree ("sku","notified_at");