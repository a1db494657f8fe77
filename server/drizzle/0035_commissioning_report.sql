CREATE TABLE "commissioning_reports" (
	"installation_id" integer NOT NULL,
	"serial" text NOT NULL,
	"refrigerant" text NOT NULL,
	"values" jsonb NOT NULL,
	"comments" jsonb NOT NULL,
	"updated_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commissioning_reports_installation_id_serial_pk" PRIMARY KEY("installation_id","serial"),
	CONSTRAINT "commissioning_reports_values_check" CHECK (jsonb_typeof("commissioning_reports"."values") = 'object')
);
--> statement-breakpoint
CREATE TABLE "model_specs" (
	"model" text PRIMARY KEY NOT NULL,
	"spec" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commissioning_reports" ADD CONSTRAINT "commissioning_reports_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissioning_reports" ADD CONSTRAINT "commissioning_reports_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_specs" ADD CONSTRAINT "model_specs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;