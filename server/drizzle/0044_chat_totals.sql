-- Chat totals (docs/decisions/0057-chat-totals.md) without reading a million chats: support's inbox counts (chats of
-- each state) and the sum of chats.author_messages in 16 slots; each reader's sum of chat_reads.seen_count and each
-- author's unread messages (support_messages - author_seen over their chats, the author's seen count mirrored onto the
-- chat). Kept by statement triggers here whatever writes or deletes the rows (cascades too).
CREATE TABLE "chat_reader_totals" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"seen" integer DEFAULT 0 NOT NULL,
	"author_unread" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_totals" (
	"slot" integer PRIMARY KEY NOT NULL,
	"open_chats" integer DEFAULT 0 NOT NULL,
	"closed_chats" integer DEFAULT 0 NOT NULL,
	"author_messages" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_reader_totals" ADD CONSTRAINT "chat_reader_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "author_seen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Counts the totals again from chats and chat_reads (the mirrored author_seen too): here, and after a restore
-- (server/src/db/derived-tables.ts).
CREATE FUNCTION "chat_totals_recount"() RETURNS void LANGUAGE plpgsql AS $$
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
SELECT "chat_totals_recount"();--> statement-breakpoint
-- Adds changes to slots (chat id % 16), one slot at a time in slot order, so that two statements over many chats
-- cannot deadlock; a statement that changes none of the three figures (most updates of a chat) locks nothing.
CREATE FUNCTION "chat_totals_add"(slots integer[], opened integer[], closed integer[], messages integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE d record;
BEGIN
  FOR d IN
    SELECT s, sum(o)::int AS o, sum(c)::int AS c, sum(m)::int AS m FROM unnest(slots, opened, closed, messages) AS u(s, o, c, m)
    GROUP BY s HAVING sum(o) <> 0 OR sum(c) <> 0 OR sum(m) <> 0 ORDER BY s
  LOOP
    UPDATE "chat_totals" SET "open_chats" = "open_chats" + d.o, "closed_chats" = "closed_chats" + d.c,
      "author_messages" = "author_messages" + d.m WHERE "slot" = d.s;
  END LOOP;
END $$;--> statement-breakpoint
-- Adds to readers' totals (what each has seen, and each author's unread) in user order; a reader deleted by this
-- statement (an account's cascade) is left out.
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
CREATE FUNCTION "chats_totals_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "chat_totals_add"(array_agg("id" % 16), array_agg(("status" = 'open')::int), array_agg(("status" = 'closed')::int),
    array_agg("author_messages")) FROM new_rows;
  PERFORM "chat_reader_totals_add"(array_agg("author_id"), array_agg(0), array_agg("support_messages" - "author_seen")) FROM new_rows;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "chats_totals_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE FUNCTION "chats_totals_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "chat_totals_add"(array_agg("id" % 16), array_agg(-("status" = 'open')::int), array_agg(-("status" = 'closed')::int),
    array_agg(-"author_messages")) FROM old_rows;
  PERFORM "chat_reader_totals_add"(array_agg("author_id"), array_agg(0), array_agg("author_seen" - "support_messages")) FROM old_rows;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "chats_totals_inserted" AFTER INSERT ON "chats" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "chats_totals_inserted"();--> statement-breakpoint
CREATE TRIGGER "chats_totals_updated" AFTER UPDATE ON "chats" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "chats_totals_updated"();--> statement-breakpoint
CREATE TRIGGER "chats_totals_deleted" AFTER DELETE ON "chats" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "chats_totals_deleted"();--> statement-breakpoint
CREATE FUNCTION "chat_reads_totals_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "chat_reader_totals_add"(array_agg("user_id"), array_agg("seen_count"), array_agg(0)) FROM new_rows;
  PERFORM "chat_author_seen_mirror"(array_agg("chat_id"), array_agg("user_id"), array_agg("seen_count")) FROM new_rows;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "chat_reads_totals_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "chat_reader_totals_add"(array_agg(n."user_id"), array_agg(n."seen_count" - o."seen_count"), array_agg(0))
    FROM new_rows n JOIN old_rows o ON o."chat_id" = n."chat_id" AND o."user_id" = n."user_id";
  PERFORM "chat_author_seen_mirror"(array_agg("chat_id"), array_agg("user_id"), array_agg("seen_count")) FROM new_rows;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "chat_reads_totals_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "chat_reader_totals_add"(array_agg("user_id"), array_agg(-"seen_count"), array_agg(0)) FROM old_rows;
  PERFORM "chat_author_seen_mirror"(array_agg("chat_id"), array_agg("user_id"), array_agg(0)) FROM old_rows;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "chat_reads_totals_inserted" AFTER INSERT ON "chat_reads" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "chat_reads_totals_inserted"();--> statement-breakpoint
CREATE TRIGGER "chat_reads_totals_updated" AFTER UPDATE ON "chat_reads" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "chat_reads_totals_updated"();--> statement-breakpoint
CREATE TRIGGER "chat_reads_totals_deleted" AFTER DELETE ON "chat_reads" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "chat_reads_totals_deleted"();
--> statement-breakpoint
-- Support's totals were counted from this index (migration 0043); chat_totals holds them now.
DROP INDEX "chats_status_idx";
