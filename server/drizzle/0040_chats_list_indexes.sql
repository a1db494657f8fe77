-- The chats list's pages read from indexes in the list's own order, to the id (modules/chats/list.ts, bench/README.md
-- "At 1,000,000 chats"): without the id, PostgreSQL read every visible chat and sorted them for each page.
CREATE INDEX "chats_author_page_idx" ON "chats" USING btree ("author_id","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chats_inbox_page_idx" ON "chats" USING btree ("awaiting_answer" DESC NULLS LAST,"last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chats_state_inbox_idx" ON "chats" USING btree ("status","awaiting_answer" DESC NULLS LAST,"last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- The equipment filter's count starts from the product: the chats that name it.
CREATE INDEX "chats_product_idx" ON "chats" USING btree ("product_id");--> statement-breakpoint
-- The indexes the first two replace (the same leading columns, without the id).
DROP INDEX "chats_author_idx";--> statement-breakpoint
DROP INDEX "chats_inbox_idx";
