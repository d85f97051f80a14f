CREATE TABLE "content_entry_versions" (
	"content_type_uid" text NOT NULL,
	"uid" text NOT NULL,
	"locale" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"body" jsonb NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_entry_versions_content_type_uid_uid_locale_version_pk" PRIMARY KEY("content_type_uid","uid","locale","version")
);
