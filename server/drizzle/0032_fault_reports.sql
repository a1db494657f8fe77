ALTER TABLE "installation_requests" ALTER COLUMN "client_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "installation_requests" ADD COLUMN "unit_id" integer;--> statement-breakpoint
ALTER TABLE "installation_requests" ADD COLUMN "reporter_name" text;--> statement-breakpoint
ALTER TABLE "installation_requests" ADD COLUMN "reporter_phone" text;--> statement-breakpoint
ALTER TABLE "installation_requests" ADD COLUMN "photos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "installation_requests" ADD CONSTRAINT "installation_requests_unit_id_installation_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."installation_units"("id") ON DELETE set null ON UPDATE no action NOT VALID;--> statement-breakpoint
CREATE INDEX "installation_requests_installation_idx" ON "installation_requests" USING btree ("installation_id");--> statement-breakpoint
ALTER TABLE "installation_requests" ADD CONSTRAINT "installation_requests_reporter_check" CHECK ("installation_requests"."client_id" is not null or "installation_requests"."reporter_phone" is not null) NOT VALID;