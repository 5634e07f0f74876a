CREATE TABLE "author_former_names" (
	"name_key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"author_id" varchar(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "kind" text DEFAULT 'story' NOT NULL;--> statement-breakpoint
ALTER TABLE "authors" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "petitions" ADD COLUMN "is_current" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "petitions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "author_former_names" ADD CONSTRAINT "author_former_names_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "author_former_names_author_idx" ON "author_former_names" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "articles_kind_idx" ON "articles" USING btree ("kind");--> statement-breakpoint
CREATE UNIQUE INDEX "petitions_one_current" ON "petitions" USING btree ("is_current") WHERE "petitions"."is_current";