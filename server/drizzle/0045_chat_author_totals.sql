-- An author's unread total (their sidebar, and the count each new message of support's sends them) without summing
-- their chats and reads: the author's seen count mirrored onto the chat row, and per author the sum of
-- support_messages - author_seen over their chats, kept by the triggers of migration 0044 (replaced here).
-- docs/decisions/0057-chat-totals.md
ALTER TABLE "chat_reader_totals" ADD COLUMN "author_unread" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "author_seen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Counts the totals again from chats and chat_reads (the mirrored author_seen included): here, and after a restore.
CREATE OR REPLACE FUNCTION "chat_totals_recount"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "chats" c SET "author_seen" = r."seen_count" FROM "chat_reads" r
    WHERE r."chat_id" = c."id" AND r."user_id" = c."author_id" AND c."author_seen" <> r."seen_count";
  UPDATE "chats" c SET "author_seen" = 0
    WHERE c."author_seen" <> 0 AND NOT EXISTS (SELECT 1 FROM "chat_reads" r WHERE r."chat_id" = c."id" AND r."user_id" = c."author_id");
  DELETE FROM "chat_totals";
  INSERT INTO "chat_totals" ("slot", "open_chats", "closed_chats", "author_messages")
    SELECT s, count(c."id") FILTER (WHERE c."status" = 'open'), count(c."id") FILTER (WHERE c."status" = 'closed'),
      coalesce(sum(c."author_messages"), 0)
    FROM generate_series(0, 15) s LEFT JOIN "chats" c ON c."id" % 16 = s GROUP BY s;
  DELETE FROM "chat_reader_totals";
  INSERT INTO "chat_reader_totals" ("user_id", "seen", "author_unread")
    SELECT "user_id", sum("seen"), sum("unread") FROM (
      SELECT "user_id", "seen_count" AS "seen", 0 AS "unread" FROM "chat_reads"
      UNION ALL SELECT "author_id", 0, "support_messages" - "author_seen" FROM "chats"
    ) t GROUP BY "user_id" HAVING sum("seen") <> 0 OR sum("unread") <> 0;
END $$;--> statement-breakpoint
-- Adds to readers' totals (what each has seen, and each author's unread) in user order; a reader deleted by this
-- statement (an account's cascade) is left out. Replaces 0044's, which added only what they had seen.
DROP FUNCTION "chat_reader_totals_add"(integer[], integer[]);--> statement-breakpoint
CREATE FUNCTION "chat_reader_totals_add"(readers integer[], seen integer[], unread integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "chat_reader_totals" AS t ("user_id", "seen", "author_unread")
    SELECT r, sum(s)::int, sum(u)::int FROM unnest(readers, seen, unread) AS x(r, s, u) WHERE EXISTS (SELECT 1 FROM "users" WHERE "id" = r)
    GROUP BY r HAVING sum(s) <> 0 OR sum(u) <> 0 ORDER BY r
    ON CONFLICT ("user_id") DO UPDATE SET "seen" = t."seen" + excluded."seen", "author_unread" = t."author_unread" + excluded."author_unread";
END $$;--> statement-breakpoint
-- The author's reads are mirrored onto their chat (chats.author_seen), whose triggers then move the author's total.
CREATE FUNCTION "chat_author_seen_mirror"(chat_ids integer[], readers integer[], seen integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "chats" c SET "author_seen" = m.s FROM unnest(chat_ids, readers, seen) AS m(chat, reader, s)
    WHERE c."id" = m.chat AND c."author_id" = m.reader AND c."author_seen" <> m.s;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "chats_totals_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "chat_totals_add"(array_agg("id" % 16), array_agg(("status" = 'open')::int), array_agg(("status" = 'closed')::int),
    array_agg("author_messages")) FROM new_rows;
  PERFORM "chat_reader_totals_add"(array_agg("author_id"), array_agg(0), array_agg("support_messages" - "author_seen")) FROM new_rows;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "chats_totals_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "chat_totals_add"(array_agg(n."id" % 16), array_agg((n."status" = 'open')::int - (o."status" = 'open')::int),
    array_agg((n."status" = 'closed')::int - (o."status" = 'closed')::int), array_agg(n."author_messages" - o."author_messages"))
    FROM new_rows n JOIN old_rows o ON o."id" = n."id";
  PERFORM "chat_reader_totals_add"(array_agg(a), array_agg(0), array_agg(c)) FROM (
    SELECT "author_id" AS a, "support_messages" - "author_seen" AS c FROM new_rows
    UNION ALL SELECT "author_id", "author_seen" - "support_messages" FROM old_rows
  ) d;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "chats_totals_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "chat_totals_add"(array_agg("id" % 16), array_agg(-("status" = 'open')::int), array_agg(-("status" = 'closed')::int),
    array_agg(-"author_messages")) FROM old_rows;
  PERFORM "chat_reader_totals_add"(array_agg("author_id"), array_agg(0), array_agg("author_seen" - "support_messages")) FROM old_rows;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "chat_reads_totals_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "chat_reader_totals_add"(array_agg("user_id"), array_agg("seen_count"), array_agg(0)) FROM new_rows;
  PERFORM "chat_author_seen_mirror"(array_agg("chat_id"), array_agg("user_id"), array_agg("seen_count")) FROM new_rows;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "chat_reads_totals_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "chat_reader_totals_add"(array_agg(n."user_id"), array_agg(n."seen_count" - o."seen_count"), array_agg(0))
    FROM new_rows n JOIN old_rows o ON o."chat_id" = n."chat_id" AND o."user_id" = n."user_id";
  PERFORM "chat_author_seen_mirror"(array_agg("chat_id"), array_agg("user_id"), array_agg("seen_count")) FROM new_rows;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "chat_reads_totals_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "chat_reader_totals_add"(array_agg("user_id"), array_agg(-"seen_count"), array_agg(0)) FROM old_rows;
  PERFORM "chat_author_seen_mirror"(array_agg("chat_id"), array_agg("user_id"), array_agg(0)) FROM old_rows;
  RETURN NULL;
END $$;--> statement-breakpoint
SELECT "chat_totals_recount"();
