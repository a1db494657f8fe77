CREATE TABLE "product_name_ranks" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"ranks" integer[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_name_ranks" ADD CONSTRAINT "product_name_ranks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Ranks spaced 1024 apart (writer.ts RANK_GAP), so that the next edit fits into a gap.
INSERT INTO "product_name_ranks" ("product_id", "ranks") SELECT "product_id", array(SELECT r * 1024 FROM unnest("name_ranks") r) FROM "product_search";--> statement-breakpoint
-- The search rows, rewritten by every import's rank shifts, may hold several dead copies each: they are copied into a
-- fresh table (the migration runs in a transaction, where VACUUM FULL cannot).
CREATE TABLE "product_search_compact" AS SELECT "product_id", "group_id", "price", "value_ids", "vector" FROM "product_search";--> statement-breakpoint
DROP TABLE "product_search";--> statement-breakpoint
ALTER TABLE "product_search_compact" RENAME TO "product_search";--> statement-breakpoint
ALTER TABLE "product_search" ALTER COLUMN "group_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ALTER COLUMN "price" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ALTER COLUMN "price" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "product_search" ALTER COLUMN "value_ids" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ALTER COLUMN "value_ids" SET DEFAULT '{}'::int[];--> statement-breakpoint
ALTER TABLE "product_search" ALTER COLUMN "vector" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_pkey" PRIMARY KEY ("product_id");--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_vector_idx" ON "product_search" USING gin ("vector");--> statement-breakpoint
CREATE INDEX "product_search_group_idx" ON "product_search" USING btree ("group_id");
