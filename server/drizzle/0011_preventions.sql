CREATE TABLE "calendar_feeds" (
	"installer_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "installation_preventions" (
	"id" serial PRIMARY KEY NOT NULL,
	"installation_id" integer NOT NULL,
	"installer_id" integer NOT NULL,
	"status" text DEFAULT 'PLANNED' NOT NULL,
	"planned_date" date NOT NULL,
	"planned_time" text NOT NULL,
	"comment" text,
	"due_date" date,
	"performed_at" timestamp with time zone,
	"works" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "installation_preventions_status_check" CHECK ("installation_preventions"."status" in ('PLANNED', 'DONE'))
);
--> statement-breakpoint
CREATE TABLE "maintenance_digests" (
	"installer_id" integer NOT NULL,
	"month" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_digests_installer_id_month_pk" PRIMARY KEY("installer_id","month")
);
--> statement-breakpoint
CREATE TABLE "maintenance_reminders" (
	"unit_id" integer NOT NULL,
	"due_date" date NOT NULL,
	"offset_days" smallint NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_reminders_unit_id_due_date_offset_days_pk" PRIMARY KEY("unit_id","due_date","offset_days")
);
--> statement-breakpoint
CREATE TABLE "prevention_photos" (
	"prevention_id" integer NOT NULL,
	"photo_id" integer NOT NULL,
	CONSTRAINT "prevention_photos_prevention_id_photo_id_pk" PRIMARY KEY("prevention_id","photo_id")
);
--> statement-breakpoint
CREATE TABLE "prevention_units" (
	"prevention_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	CONSTRAINT "prevention_units_prevention_id_unit_id_pk" PRIMARY KEY("prevention_id","unit_id")
);
--> statement-breakpoint
ALTER TABLE "installation_units" ADD COLUMN "prevented_at" date;--> statement-breakpoint
ALTER TABLE "installation_units" ADD COLUMN "maintenance_due_on" date;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_installer_id_users_id_fk" FOREIGN KEY ("installer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_preventions" ADD CONSTRAINT "installation_preventions_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_preventions" ADD CONSTRAINT "installation_preventions_installer_id_users_id_fk" FOREIGN KEY ("installer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_digests" ADD CONSTRAINT "maintenance_digests_installer_id_users_id_fk" FOREIGN KEY ("installer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_reminders" ADD CONSTRAINT "maintenance_reminders_unit_id_installation_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."installation_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prevention_photos" ADD CONSTRAINT "prevention_photos_prevention_id_installation_preventions_id_fk" FOREIGN KEY ("prevention_id") REFERENCES "public"."installation_preventions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prevention_photos" ADD CONSTRAINT "prevention_photos_photo_id_installation_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."installation_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prevention_units" ADD CONSTRAINT "prevention_units_prevention_id_installation_preventions_id_fk" FOREIGN KEY ("prevention_id") REFERENCES "public"."installation_preventions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prevention_units" ADD CONSTRAINT "prevention_units_unit_id_installation_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."installation_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "installation_preventions_installation_idx" ON "installation_preventions" USING btree ("installation_id","id");--> statement-breakpoint
CREATE INDEX "installation_preventions_installer_date_idx" ON "installation_preventions" USING btree ("installer_id","planned_date");--> statement-breakpoint
CREATE UNIQUE INDEX "installation_preventions_planned_unique" ON "installation_preventions" USING btree ("installation_id") WHERE "installation_preventions"."status" = 'PLANNED';--> statement-breakpoint
CREATE INDEX "prevention_units_unit_idx" ON "prevention_units" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "installation_units_due_idx" ON "installation_units" USING btree ("maintenance_due_on");--> statement-breakpoint
CREATE INDEX "installations_installer_planned_idx" ON "installations" USING btree ("installer_id","planned_at");--> statement-breakpoint
-- Units completed before this migration: their last visit and next due date from their installation.
UPDATE "installation_units" u SET
  "prevented_at" = (i."prevented_at" AT TIME ZONE 'UTC')::date,
  "maintenance_due_on" = ((coalesce(i."prevented_at", i."completed_at") AT TIME ZONE 'UTC')::date + interval '12 months')::date
FROM "installations" i
WHERE i."id" = u."installation_id" AND i."code" IN ('COMPLETED', 'PREVENTION') AND coalesce(i."prevented_at", i."completed_at") IS NOT NULL;
