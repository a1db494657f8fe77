CREATE TABLE "catalog_search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_search_text_trgm_idx";--> statement-breakpoint
CREATE INDEX "catalog_search_words_trgm_idx" ON "catalog_search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "catalog_search_words_prefix_idx" ON "catalog_search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
INSERT INTO "catalog_search_words" ("word") SELECT DISTINCT w FROM "products" p, unnest(tsvector_to_array(p."search_vector")) w WHERE NOT p."archived" ON CONFLICT DO NOTHING;