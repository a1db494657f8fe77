CREATE TABLE "installation_unit_refs" (
	"installation_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	CONSTRAINT "installation_unit_refs_installation_id_unit_id_pk" PRIMARY KEY("installation_id","unit_id")
);
--> statement-breakpoint
ALTER TABLE "installation_versions" ADD COLUMN "proposed_by" integer;--> statement-breakpoint
ALTER TABLE "installations" ADD COLUMN "work_done_on" date;--> statement-breakpoint
ALTER TABLE "installation_unit_refs" ADD CONSTRAINT "installation_unit_refs_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_unit_refs" ADD CONSTRAINT "installation_unit_refs_unit_id_installation_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."installation_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "installation_unit_refs_unit_idx" ON "installation_unit_refs" USING btree ("unit_id");--> statement-breakpoint
ALTER TABLE "installation_versions" ADD CONSTRAINT "installation_versions_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "installations" SET "work_done_on" = ("completed_at" at time zone 'UTC')::date WHERE "completed_at" IS NOT NULL;