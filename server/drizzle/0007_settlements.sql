CREATE TABLE "settlements" (
	"code" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"name_latin" text NOT NULL,
	"region" text NOT NULL,
	"region_latin" text NOT NULL,
	"area" text,
	"area_latin" text,
	"name_key" text NOT NULL,
	"place_key" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "settlements_name_key_trgm_idx" ON "settlements" USING gin ("name_key" gin_trgm_ops);