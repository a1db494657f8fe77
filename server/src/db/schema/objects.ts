import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { UploadCategory } from '../../../../contracts/upload-limits';
import { users } from './accounts';
import { products } from './catalog';

/**
 * Building objects of designers (docs/domain.md#building-objects): a name, an address and a comment, the equipment
 * chosen from the catalogue with quantities, and documents claimed from the user's uploads.
 * `search_text` is the lower-cased name and address the list's search matches (trigram index).
 */
export const buildingObjects = pgTable(
  'building_objects',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    comment: text('comment').notNull().default(''),
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('building_objects_owner_idx').on(t.ownerId, t.createdAt.desc(), t.id.desc()),
    index('building_objects_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('building_objects_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** One catalogue product of an object with its quantity; positions keep the order it was added in. */
export const buildingObjectEquipment = pgTable(
  'building_object_equipment',
  {
    objectId: integer('object_id')
      .notNull()
      .references(() => buildingObjects.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.objectId, t.productId] }),
    index('building_object_equipment_product_idx').on(t.productId),
    check('building_object_equipment_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** A document of an object: a claimed upload (uploads service, kind `documents`) under its permanent key. */
export const buildingObjectDocuments = pgTable(
  'building_object_documents',
  {
    id: serial('id').primaryKey(),
    objectId: integer('object_id')
      .notNull()
      .references(() => buildingObjects.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    category: text('category').$type<UploadCategory>().notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('building_object_documents_object_idx').on(t.objectId, t.id)],
);
