-- Support's totals of the chats list (every chat, or one state's) counted from a small index: two values, the rows of
-- each in deduplicated lists (bench/README.md "At 1,000,000 chats": 960,000 closed chats counted in ~20 ms, not 60–130).
CREATE INDEX "chats_status_idx" ON "chats" USING btree ("status");
