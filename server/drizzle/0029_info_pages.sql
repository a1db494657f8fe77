CREATE TABLE "info_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"lang" text NOT NULL,
	"published" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"draft" jsonb,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "info_pages_key_lang_unique" UNIQUE("key","lang"),
	CONSTRAINT "info_pages_lang_check" CHECK ("info_pages"."lang" in ('uk', 'en', 'pl')),
	CONSTRAINT "info_pages_key_check" CHECK ("info_pages"."key" in ('company', 'contacts', 'place', 'buyer', 'privacy'))
);
--> statement-breakpoint
ALTER TABLE "info_pages" ADD CONSTRAINT "info_pages_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;