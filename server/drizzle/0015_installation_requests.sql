CREATE TABLE "installation_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"work_order_type" text NOT NULL,
	"certification_type_id" integer NOT NULL,
	"settlement_id" text NOT NULL,
	"visicom_id" text,
	"region" text NOT NULL,
	"area" text,
	"city" text NOT NULL,
	"street" text NOT NULL,
	"house" text NOT NULL,
	"flat" text,
	"preferred_date" date,
	"installation_id" integer,
	"comment" text,
	"status" text DEFAULT 'NEW' NOT NULL,
	"decline_reason" text,
	"handler_id" integer,
	"created_installation_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "installation_requests_type_check" CHECK ("installation_requests"."work_order_type" in ('INSTALLATION', 'SERVICE', 'PREVENTION')),
	CONSTRAINT "installation_requests_status_check" CHECK ("installation_requests"."status" in ('NEW', 'IN_PROGRESS', 'DONE', 'DECLINED'))
);
--> statement-breakpoint
ALTER TABLE "installation_requests" ADD CONSTRAINT "installation_requests_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_requests" ADD CONSTRAINT "installation_requests_certification_type_id_certification_types_id_fk" FOREIGN KEY ("certification_type_id") REFERENCES "public"."certification_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_requests" ADD CONSTRAINT "installation_requests_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_requests" ADD CONSTRAINT "installation_requests_handler_id_users_id_fk" FOREIGN KEY ("handler_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_requests" ADD CONSTRAINT "installation_requests_created_installation_id_installations_id_fk" FOREIGN KEY ("created_installation_id") REFERENCES "public"."installations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "installation_requests_client_idx" ON "installation_requests" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "installation_requests_status_idx" ON "installation_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "installation_requests_created_idx" ON "installation_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "installation_requests_created_installation_idx" ON "installation_requests" USING btree ("created_installation_id");