-- A product's jobs read from the index alone: the chats list's equipment filter (its total counted from the product, its
-- page testing each chat's job against the product's jobs) read them from the heap, one page a job (bench/README.md
-- "At 1,000,000 chats").
CREATE INDEX "installation_products_product_job_idx" ON "installation_products" USING btree ("product_id","installation_id");--> statement-breakpoint
-- The index it replaces (the same leading column).
DROP INDEX "installation_products_product_idx";
