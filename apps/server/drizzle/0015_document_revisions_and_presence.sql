CREATE TABLE "document_presence" (
	"kind" text NOT NULL,
	"document_id" text NOT NULL,
	"session_id" text NOT NULL,
	"staff_id" varchar(24) NOT NULL,
	"held_since" timestamp with time zone,
	"taken_over_by" text,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_presence_kind_document_id_session_id_pk" PRIMARY KEY("kind","document_id","session_id")
);
--> statement-breakpoint
CREATE TABLE "document_revisions" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"document_id" text NOT NULL,
	"version" integer NOT NULL,
	"action" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"changed_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"staff_id" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "document_revisions_kind_document_version_unique" ON "document_revisions" USING btree ("kind","document_id","version");