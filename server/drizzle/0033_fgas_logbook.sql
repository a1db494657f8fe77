CREATE TABLE "fgas_certificates" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"category" text NOT NULL,
	"issuer" text NOT NULL,
	"expires_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fgas_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"circuit_id" integer NOT NULL,
	"kind" text NOT NULL,
	"on" date NOT NULL,
	"details" jsonb NOT NULL,
	"author_id" integer NOT NULL,
	"certificate_number" text NOT NULL,
	"certificate_category" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refrigerant_circuits" (
	"id" serial PRIMARY KEY NOT NULL,
	"installation_id" integer NOT NULL,
	"unit_id" integer,
	"refrigerant" text NOT NULL,
	"factory_charge_grams" integer NOT NULL,
	"installation_charge_grams" integer NOT NULL,
	"hermetically_sealed" boolean NOT NULL,
	"residential_building" boolean NOT NULL,
	"leak_detection_system" boolean NOT NULL,
	"commissioned_on" date NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refrigerant_circuits_charge_check" CHECK ("refrigerant_circuits"."factory_charge_grams" >= 0 and "refrigerant_circuits"."installation_charge_grams" >= 0)
);
--> statement-breakpoint
ALTER TABLE "fgas_certificates" ADD CONSTRAINT "fgas_certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fgas_entries" ADD CONSTRAINT "fgas_entries_circuit_id_refrigerant_circuits_id_fk" FOREIGN KEY ("circuit_id") REFERENCES "public"."refrigerant_circuits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fgas_entries" ADD CONSTRAINT "fgas_entries_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refrigerant_circuits" ADD CONSTRAINT "refrigerant_circuits_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refrigerant_circuits" ADD CONSTRAINT "refrigerant_circuits_unit_id_installation_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."installation_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refrigerant_circuits" ADD CONSTRAINT "refrigerant_circuits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fgas_entries_circuit_idx" ON "fgas_entries" USING btree ("circuit_id","on","id");--> statement-breakpoint
CREATE INDEX "refrigerant_circuits_installation_idx" ON "refrigerant_circuits" USING btree ("installation_id");--> statement-breakpoint
-- Regulation (EU) 2024/573 Article 7: the records are kept, not edited (docs/decisions/0049-fgas-logbook.md).
CREATE FUNCTION "fgas_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'fgas_entries are append-only' USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "fgas_entries_append_only" BEFORE UPDATE OR DELETE ON "fgas_entries" FOR EACH ROW EXECUTE FUNCTION "fgas_entries_append_only"();
