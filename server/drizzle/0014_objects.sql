CREATE TABLE "building_object_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"object_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"size" bigint NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "building_object_equipment" (
	"object_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "building_object_equipment_object_id_product_id_pk" PRIMARY KEY("object_id","product_id"),
	CONSTRAINT "building_object_equipment_quantity_check" CHECK ("building_object_equipment"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "building_objects" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "building_object_documents" ADD CONSTRAINT "building_object_documents_object_id_building_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."building_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "building_object_documents" ADD CONSTRAINT "building_object_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "building_object_equipment" ADD CONSTRAINT "building_object_equipment_object_id_building_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."building_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "building_object_equipment" ADD CONSTRAINT "building_object_equipment_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "building_objects" ADD CONSTRAINT "building_objects_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "building_object_documents_object_idx" ON "building_object_documents" USING btree ("object_id","id");--> statement-breakpoint
CREATE INDEX "building_object_equipment_product_idx" ON "building_object_equipment" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "building_objects_owner_idx" ON "building_objects" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "building_objects_created_idx" ON "building_objects" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "building_objects_search_idx" ON "building_objects" USING gin ("search_text" gin_trgm_ops);