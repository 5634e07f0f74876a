CREATE TABLE "author_former_names" (
	"name_key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"author_id" varchar(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "authors" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "author_former_names" ADD CONSTRAINT "author_former_names_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "author_former_names_author_idx" ON "author_former_names" USING btree ("author_id");