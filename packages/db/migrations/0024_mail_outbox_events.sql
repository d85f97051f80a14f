ALTER TABLE "mail_outbox" ADD COLUMN "event_key" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_event_key_idx" ON "mail_outbox" USING btree ("event_key");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");