import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { UploadCategory } from '../../../../contracts/upload-limits';
import { users } from './accounts';

/**
 * A file being uploaded in chunks (POST /temp-files), or uploaded and not yet claimed by a record.
 * The upload's state lives here, not in a process, so that its chunks may arrive at different API copies.
 * `expiresAt` is set by the first chunk (TEMP_FILE_TTL_SECONDS later) and never moves; past it the
 * `temp-files-sweep` job removes row and bytes. The row is inserted before the first chunk's bytes are written:
 * its `totalBytes` holds the owner's quota of unclaimed bytes from then on.
 */
export const tempFiles = pgTable(
  'temp_files',
  {
    id: uuid('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The key of its bytes in the upload store. */
    storeKey: text('store_key').notNull(),
    /** The S3 multipart upload the chunks are parts of (null on disk). */
    uploadId: text('upload_id'),
    /** S3 part ETags, in part order. */
    parts: jsonb('parts').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    /** The extension its magic bytes revealed (contracts/upload-limits.ts `uploadTypes`). */
    type: text('type').notNull(),
    category: text('category').$type<UploadCategory>().notNull(),
    totalBytes: bigint('total_bytes', { mode: 'number' }).notNull(),
    chunkBytes: integer('chunk_bytes').notNull(),
    chunkCount: integer('chunk_count').notNull(),
    /** Chunks arrive in order: the next one starts at `receivedBytes` and has index `receivedChunks`. */
    receivedBytes: bigint('received_bytes', { mode: 'number' }).notNull(),
    receivedChunks: integer('received_chunks').notNull(),
    complete: boolean('complete').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('temp_files_owner_idx').on(t.ownerId), index('temp_files_expiry_idx').on(t.expiresAt)],
);
