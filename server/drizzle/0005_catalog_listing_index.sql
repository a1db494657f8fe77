DROP INDEX "product_translations_rank_idx";--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "name_ranks" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
CREATE INDEX "product_search_group_idx" ON "product_search" USING btree ("group_id");--> statement-breakpoint
-- Copy price and the per-language name ranks (in the order uk, en, pl of contracts/common.ts locales) before the old column goes.
UPDATE "product_search" s SET "price" = p."price", "name_ranks" = ARRAY[
  (SELECT t."name_rank" FROM "product_translations" t WHERE t."product_id" = s."product_id" AND t."lang" = 'uk'),
  (SELECT t."name_rank" FROM "product_translations" t WHERE t."product_id" = s."product_id" AND t."lang" = 'en'),
  (SELECT t."name_rank" FROM "product_translations" t WHERE t."product_id" = s."product_id" AND t."lang" = 'pl')
] FROM "products" p WHERE p."id" = s."product_id";--> statement-breakpoint
ALTER TABLE "product_translations" DROP COLUMN "name_rank";