CREATE TABLE "site_contacts" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"document" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_contacts_single_row" CHECK ("site_contacts"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "site_contacts" ADD CONSTRAINT "site_contacts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;