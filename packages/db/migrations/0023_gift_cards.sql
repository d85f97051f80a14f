CREATE TABLE "gift_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"item_id" text NOT NULL,
	"site_id" text NOT NULL,
	"locale" text NOT NULL,
	"currency" text NOT NULL,
	"amount" integer NOT NULL,
	"balance" integer NOT NULL,
	"recipient_email" text NOT NULL,
	"recipient_name" text NOT NULL,
	"sender_name" text,
	"message" text,
	"buyer_email" text NOT NULL,
	"code_hash" text,
	"pin_hash" text,
	"last4" text,
	"status" text NOT NULL,
	"deliver_at" timestamp with time zone NOT NULL,
	"leased_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_item_idx" ON "gift_cards" USING btree ("order_no","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_code_idx" ON "gift_cards" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "gift_cards_due_idx" ON "gift_cards" USING btree ("status","deliver_at");