CREATE TABLE "form_submissions" (
	"id" text PRIMARY KEY NOT NULL,
	"form_key" text NOT NULL,
	"site_id" text NOT NULL,
	"locale" text NOT NULL,
	"fields" jsonb NOT NULL,
	"client_key" text NOT NULL,
	"mail_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "form_submissions_form_created_idx" ON "form_submissions" USING btree ("form_key","created_at");--> statement-breakpoint
CREATE INDEX "form_submissions_client_idx" ON "form_submissions" USING btree ("client_key");