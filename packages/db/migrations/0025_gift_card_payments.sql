CREATE TABLE "gift_card_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"gift_card_id" text NOT NULL,
	"order_no" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"event_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "basket_payment_instruments" ADD COLUMN "gift_card_id" text;--> statement-breakpoint
ALTER TABLE "order_requests" ADD COLUMN "gift_cards_held" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_card_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_card_returned" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_ledger_event_idx" ON "gift_card_ledger" USING btree ("gift_card_id","order_no","kind","event_key");--> statement-breakpoint
CREATE INDEX "gift_card_ledger_order_idx" ON "gift_card_ledger" USING btree ("order_no");