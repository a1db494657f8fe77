-- A job's chats and the chats that name a product, with the author, the state and the id: the chats list's equipment
-- filter counts its total from these indexes alone (bench/README.md "At 1,000,000 chats": 6,600 chat rows read from the
-- heap for support's, one page each).
CREATE INDEX "chats_job_scope_idx" ON "chats" USING btree ("installation_id","author_id","status","id");--> statement-breakpoint
CREATE INDEX "chats_product_scope_idx" ON "chats" USING btree ("product_id","author_id","status","id");--> statement-breakpoint
-- The indexes they replace (the same leading column).
DROP INDEX "chats_installation_idx";--> statement-breakpoint
DROP INDEX "chats_product_idx";
