CREATE TABLE "certification_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"certification_type_id" integer NOT NULL,
	"rank" smallint NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certification_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "certification_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "installation_grades" (
	"installation_id" integer PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"installer_id" integer,
	"work_rating" smallint NOT NULL,
	"work_comment" text,
	"communication_rating" smallint NOT NULL,
	"communication_comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "installation_grades_work_check" CHECK ("installation_grades"."work_rating" between 1 and 5),
	CONSTRAINT "installation_grades_communication_check" CHECK ("installation_grades"."communication_rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "installation_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"installation_id" integer NOT NULL,
	"actor_id" integer,
	"field" text NOT NULL,
	"old_value" jsonb,
	"new_value" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "installation_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"installation_id" integer NOT NULL,
	"key" text NOT NULL,
	"uploaded_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "installation_products" (
	"installation_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "installation_products_installation_id_position_pk" PRIMARY KEY("installation_id","position")
);
--> statement-breakpoint
CREATE TABLE "installation_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"installation_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"block_id" integer,
	"serial" text NOT NULL,
	"guarantee_expires_at" date,
	"extended" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "installation_versions" (
	"installation_id" integer NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"fingerprint" text NOT NULL,
	"signed_by" integer,
	"signed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "installation_versions_installation_id_version_pk" PRIMARY KEY("installation_id","version")
);
--> statement-breakpoint
CREATE TABLE "installations" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_order_type" text NOT NULL,
	"certification_type_id" integer NOT NULL,
	"code" text DEFAULT 'DRAFT' NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"wizard_step" text,
	"creator_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"installer_id" integer,
	"dealer_id" integer,
	"planned_at" date,
	"settlement_id" text,
	"visicom_id" text,
	"region" text,
	"area" text,
	"city" text,
	"street" text,
	"house" text,
	"flat" text,
	"floor" text,
	"several_blocks" boolean DEFAULT false NOT NULL,
	"indoor_blocks_count" smallint DEFAULT 0 NOT NULL,
	"outdoor_blocks_count" smallint DEFAULT 1 NOT NULL,
	"details" jsonb,
	"place" text,
	"extended_guarantee" boolean DEFAULT false NOT NULL,
	"cancel_reason" text,
	"completed_at" timestamp with time zone,
	"prevented_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"certificate_token" text,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "installations_certificate_token_unique" UNIQUE("certificate_token"),
	CONSTRAINT "installations_type_check" CHECK ("installations"."work_order_type" in ('INSTALLATION', 'SERVICE', 'PREVENTION')),
	CONSTRAINT "installations_code_check" CHECK ("installations"."code" in ('DRAFT', 'NEW', 'AWAITING_CONFIRMATION', 'COMPLETED', 'PREVENTION', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "installer_certifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"installer_id" integer NOT NULL,
	"certification_level_id" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"decided_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "installer_certifications_status_check" CHECK ("installer_certifications"."status" in ('REQUEST', 'ACTIVE', 'DECLINED'))
);
--> statement-breakpoint
ALTER TABLE "certification_levels" ADD CONSTRAINT "certification_levels_certification_type_id_certification_types_id_fk" FOREIGN KEY ("certification_type_id") REFERENCES "public"."certification_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_grades" ADD CONSTRAINT "installation_grades_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_grades" ADD CONSTRAINT "installation_grades_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_grades" ADD CONSTRAINT "installation_grades_installer_id_users_id_fk" FOREIGN KEY ("installer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_history" ADD CONSTRAINT "installation_history_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_history" ADD CONSTRAINT "installation_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_photos" ADD CONSTRAINT "installation_photos_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_photos" ADD CONSTRAINT "installation_photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_products" ADD CONSTRAINT "installation_products_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_products" ADD CONSTRAINT "installation_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_units" ADD CONSTRAINT "installation_units_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_units" ADD CONSTRAINT "installation_units_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_units" ADD CONSTRAINT "installation_units_block_id_product_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."product_blocks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_versions" ADD CONSTRAINT "installation_versions_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_versions" ADD CONSTRAINT "installation_versions_signed_by_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installations" ADD CONSTRAINT "installations_certification_type_id_certification_types_id_fk" FOREIGN KEY ("certification_type_id") REFERENCES "public"."certification_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installations" ADD CONSTRAINT "installations_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installations" ADD CONSTRAINT "installations_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installations" ADD CONSTRAINT "installations_installer_id_users_id_fk" FOREIGN KEY ("installer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installations" ADD CONSTRAINT "installations_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installer_certifications" ADD CONSTRAINT "installer_certifications_installer_id_users_id_fk" FOREIGN KEY ("installer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installer_certifications" ADD CONSTRAINT "installer_certifications_certification_level_id_certification_levels_id_fk" FOREIGN KEY ("certification_level_id") REFERENCES "public"."certification_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certification_levels_type_rank_unique" ON "certification_levels" USING btree ("certification_type_id","rank");--> statement-breakpoint
CREATE INDEX "installation_grades_installer_idx" ON "installation_grades" USING btree ("installer_id","created_at");--> statement-breakpoint
CREATE INDEX "installation_history_installation_idx" ON "installation_history" USING btree ("installation_id","at");--> statement-breakpoint
CREATE INDEX "installation_photos_installation_idx" ON "installation_photos" USING btree ("installation_id");--> statement-breakpoint
CREATE INDEX "installation_products_product_idx" ON "installation_products" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "installation_units_serial_unique" ON "installation_units" USING btree ("serial");--> statement-breakpoint
CREATE INDEX "installation_units_installation_idx" ON "installation_units" USING btree ("installation_id");--> statement-breakpoint
CREATE INDEX "installations_client_idx" ON "installations" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "installations_installer_idx" ON "installations" USING btree ("installer_id","created_at");--> statement-breakpoint
CREATE INDEX "installations_creator_idx" ON "installations" USING btree ("creator_id","created_at");--> statement-breakpoint
CREATE INDEX "installations_dealer_idx" ON "installations" USING btree ("dealer_id","created_at");--> statement-breakpoint
CREATE INDEX "installations_code_idx" ON "installations" USING btree ("code","created_at");--> statement-breakpoint
CREATE INDEX "installations_search_idx" ON "installations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "installer_certifications_installer_idx" ON "installer_certifications" USING btree ("installer_id","status");