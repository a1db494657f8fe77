-- The dashboards read their figures from indexes alone (docs/decisions/0039-dashboards.md, "Indexes for 36 months").
CREATE INDEX "installations_dealer_jobs_idx" ON "installations" USING btree ("dealer_id","created_at","work_order_type","code","id");--> statement-breakpoint
CREATE INDEX "installations_completion_idx" ON "installations" USING btree ("completed_at","dealer_id","created_at","code") WHERE "installations"."completed_at" is not null and not "installations"."archived";--> statement-breakpoint
CREATE INDEX "installations_overdue_idx" ON "installations" USING btree ("maintained_from","id") WHERE "installations"."code" in ('COMPLETED', 'PREVENTION');--> statement-breakpoint
ALTER TABLE "installation_grades" ADD COLUMN "dealer_id" integer;--> statement-breakpoint
-- A grade carries its job's company, copied when it is given (every writer: the grading, the seeds, a test's SQL); a row
-- that brings its own (a restored backup, written before its jobs) keeps it.
CREATE FUNCTION "installation_grades_dealer"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.dealer_id := coalesce(NEW.dealer_id, (SELECT dealer_id FROM installations WHERE id = NEW.installation_id));
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "installation_grades_dealer" BEFORE INSERT ON "installation_grades" FOR EACH ROW EXECUTE FUNCTION "installation_grades_dealer"();--> statement-breakpoint
UPDATE "installation_grades" g SET "dealer_id" = i."dealer_id" FROM "installations" i WHERE i."id" = g."installation_id";--> statement-breakpoint
CREATE INDEX "installation_grades_dealer_idx" ON "installation_grades" USING btree ("dealer_id","created_at","work_rating","communication_rating");--> statement-breakpoint
-- The indexes the ones above replace: a company's jobs by date (now with more columns) and the completions (now covering).
DROP INDEX "installations_dealer_idx";--> statement-breakpoint
DROP INDEX "installations_completed_at_idx";
