ALTER TABLE "certification_types" ADD COLUMN "validity_years" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "certification_types" ADD COLUMN "extension_years" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "installations" ADD COLUMN "extension_years" smallint;--> statement-breakpoint
-- The warranties already started were extended by the two years the code knew: they keep them whatever the type's term becomes.
UPDATE "installations" SET "extension_years" = 2 WHERE "completed_at" IS NOT NULL;
