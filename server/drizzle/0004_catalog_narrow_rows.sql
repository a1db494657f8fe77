CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"vector" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_texts" (
	"product_id" integer NOT NULL,
	"lang" text NOT NULL,
	"description" text NOT NULL,
	"tabs" jsonb NOT NULL,
	"features" jsonb NOT NULL,
	CONSTRAINT "product_texts_product_id_lang_pk" PRIMARY KEY("product_id","lang")
);
--> statement-breakpoint
DROP INDEX "products_search_vector_idx";--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_texts" ADD CONSTRAINT "product_texts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_vector_idx" ON "product_search" USING gin ("vector");--> statement-breakpoint
-- Move the data before the old columns go.
INSERT INTO "product_texts" ("product_id", "lang", "description", "tabs", "features") SELECT "product_id", "lang", "description", "tabs", "features" FROM "product_translations";--> statement-breakpoint
INSERT INTO "product_search" ("product_id", "group_id", "vector") SELECT "id", "group_id", strip("search_vector") FROM "products" WHERE NOT "archived";--> statement-breakpoint
ALTER TABLE "product_translations" DROP COLUMN "description";--> statement-breakpoint
ALTER TABLE "product_translations" DROP COLUMN "tabs";--> statement-breakpoint
ALTER TABLE "product_translations" DROP COLUMN "features";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_text";