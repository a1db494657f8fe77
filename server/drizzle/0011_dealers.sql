CREATE TABLE "certification_reminders" (
	"certification_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certification_reminders_certification_id_expires_at_pk" PRIMARY KEY("certification_id","expires_at")
);
--> statement-breakpoint
CREATE TABLE "dealer_profiles" (
	"dealer_id" integer PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"dealer_code" text NOT NULL,
	"phone" text,
	"email" text,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_profiles_dealer_code_unique" UNIQUE("dealer_code")
);
--> statement-breakpoint
CREATE TABLE "dealer_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"dealer_id" integer NOT NULL,
	"previous_dealer_id" integer,
	"status" text DEFAULT 'SENT' NOT NULL,
	"supplier" text,
	"region_id" integer,
	"certification_type_id" integer,
	"last_job_license" text,
	"comment" text,
	"reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_requests_kind_check" CHECK ("dealer_requests"."kind" in ('INSTALLER', 'DEALER_CHANGE')),
	CONSTRAINT "dealer_requests_status_check" CHECK ("dealer_requests"."status" in ('SENT', 'ACCEPTED', 'DECLINED', 'BLOCKED'))
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_latin" text NOT NULL,
	CONSTRAINT "regions_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "certification_reminders" ADD CONSTRAINT "certification_reminders_certification_id_installer_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."installer_certifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_profiles" ADD CONSTRAINT "dealer_profiles_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_requests" ADD CONSTRAINT "dealer_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_requests" ADD CONSTRAINT "dealer_requests_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_requests" ADD CONSTRAINT "dealer_requests_previous_dealer_id_users_id_fk" FOREIGN KEY ("previous_dealer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_requests" ADD CONSTRAINT "dealer_requests_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_requests" ADD CONSTRAINT "dealer_requests_certification_type_id_certification_types_id_fk" FOREIGN KEY ("certification_type_id") REFERENCES "public"."certification_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_requests" ADD CONSTRAINT "dealer_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dealer_requests_dealer_idx" ON "dealer_requests" USING btree ("dealer_id","status","created_at");--> statement-breakpoint
CREATE INDEX "dealer_requests_user_idx" ON "dealer_requests" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_requests_one_waiting" ON "dealer_requests" USING btree ("user_id") WHERE "dealer_requests"."status" = 'SENT';--> statement-breakpoint
CREATE INDEX "installations_installer_completed_idx" ON "installations" USING btree ("installer_id") WHERE "installations"."completed_at" is not null and "installations"."code" <> 'CANCELLED';