import { z } from 'zod';
import { idParam, langQuery, pageSchema, pagingQuery, queryIdSchema } from './common';
import { defineRoute } from './route';
import { UPLOAD_CATEGORIES } from './upload-limits';
import { textSchema } from './validation';

/**
 * Building objects of a designer (PROJECTOR): docs/domain.md#building-objects (object files up to 20 MB,
 * photos and files mixed). The product inputs named the reads; the writes,
 * the list and the specification download are docs/decisions/0027-building-objects.md.
 */
export const OBJECTS_PER_PAGE = 10;
/** Equipment products are paged by 10. */
export const EQUIPMENT_PRODUCTS_PER_PAGE = 10;
export const MAX_OBJECT_PRODUCTS = 100;
export const MAX_OBJECT_DOCUMENTS = 50;
export const MAX_EQUIPMENT_QUANTITY = 999;
export const specificationFormats = ['pdf', 'xlsx'] as const;
export type SpecificationFormat = (typeof specificationFormats)[number];

export const buildingObjectBodySchema = z.object({
  name: textSchema().trim().min(1).max(200),
  address: textSchema().trim().min(1).max(300),
  comment: textSchema().trim().max(2000).default(''),
});
export type BuildingObjectBody = z.input<typeof buildingObjectBodySchema>;

/** An object as the list and its page show it; `total` is the equipment's price in whole hryvnias. */
export const buildingObjectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  comment: z.string(),
  equipmentCount: z.number().int(),
  documentsCount: z.number().int(),
  total: z.number().int(),
  /** The designer who keeps it (the admin sees every designer's). */
  owner: z.object({ id: z.number().int(), fullName: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BuildingObject = z.infer<typeof buildingObjectSchema>;

export const equipmentGroupSchema = z.object({ id: z.number().int(), name: z.string() });
/** A type is a catalogue product kind (RAC, LCAC, HP), named as the certification types are. */
export const equipmentTypeSchema = z.object({ id: z.enum(['RAC', 'LCAC', 'HP']), name: z.string() });
export const objectProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  photo: z.string(),
  price: z.number().int(),
  type: equipmentTypeSchema.shape.id,
  groupId: z.number().int(),
  archived: z.boolean(),
});
export type ObjectProduct = z.infer<typeof objectProductSchema>;

export const objectEquipmentSchema = z.object({ product: objectProductSchema, quantity: z.number().int(), total: z.number().int() });
export type ObjectEquipment = z.infer<typeof objectEquipmentSchema>;

export const objectDocumentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  type: z.string(),
  category: z.enum(UPLOAD_CATEGORIES),
  size: z.number().int(),
  createdAt: z.string(),
});
export type ObjectDocument = z.infer<typeof objectDocumentSchema>;

/** GET /web/building-objects/{id}/equipments returns equipments and documents. */
export const objectEquipmentsSchema = z.object({
  equipments: z.array(objectEquipmentSchema),
  documents: z.array(objectDocumentSchema),
  total: z.number().int(),
});
export type ObjectEquipments = z.infer<typeof objectEquipmentsSchema>;

export const buildingObjectsQuery = langQuery.extend(pagingQuery(OBJECTS_PER_PAGE).shape).extend({
  search: textSchema().trim().max(100).optional(),
});
export const equipmentTypesQuery = langQuery.extend({ group: queryIdSchema.optional() });
export const equipmentProductsQuery = langQuery.extend(pagingQuery(EQUIPMENT_PRODUCTS_PER_PAGE).shape).extend({
  search: textSchema().trim().max(100).optional(),
  group: queryIdSchema.optional(),
  type: equipmentTypeSchema.shape.id.optional(),
});
export const equipmentQuantityBodySchema = z.object({ quantity: z.number().int().min(1).max(MAX_EQUIPMENT_QUANTITY) });
export const objectDocumentsBodySchema = z.object({ documents: z.array(textSchema().min(1).max(500)).min(1).max(10) });
export const specificationQuery = langQuery.extend({ format: z.enum(specificationFormats).default('pdf') });

const objectParam = idParam;
const equipmentParam = idParam.extend({ productId: queryIdSchema });
const documentParam = idParam.extend({ documentId: queryIdSchema });
const ok = z.object({ ok: z.literal(true) });
const writeErrors = [401, 403, 404, 422] as const;

export const objectRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/web/building-objects',
    auth: 'required',
    area: 'objects',
    query: buildingObjectsQuery,
    response: pageSchema(buildingObjectSchema),
    errors: [401, 403, 422],
  }),
  create: defineRoute({
    method: 'POST',
    path: '/web/building-objects',
    auth: 'required',
    area: 'objects',
    body: buildingObjectBodySchema,
    response: buildingObjectSchema,
    statuses: [201],
    errors: [401, 403, 422],
  }),
  groups: defineRoute({
    method: 'GET',
    path: '/web/building-objects/equipments/groups',
    auth: 'required',
    area: 'objects',
    response: z.array(equipmentGroupSchema),
    errors: [401, 403],
  }),
  types: defineRoute({
    method: 'GET',
    path: '/web/building-objects/equipments/types',
    auth: 'required',
    area: 'objects',
    query: equipmentTypesQuery,
    response: z.array(equipmentTypeSchema),
    errors: [401, 403, 422],
  }),
  products: defineRoute({
    method: 'GET',
    path: '/web/building-objects/equipments/products',
    auth: 'required',
    area: 'objects',
    query: equipmentProductsQuery,
    response: pageSchema(objectProductSchema),
    errors: [401, 403, 422],
  }),
  show: defineRoute({
    method: 'GET',
    path: '/web/building-objects/:id',
    auth: 'required',
    area: 'objects',
    params: objectParam,
    response: buildingObjectSchema,
    errors: [401, 403, 404, 422],
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/web/building-objects/:id',
    auth: 'required',
    area: 'objects',
    params: objectParam,
    body: buildingObjectBodySchema,
    response: buildingObjectSchema,
    errors: writeErrors,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/web/building-objects/:id',
    auth: 'required',
    area: 'objects',
    params: objectParam,
    response: ok,
    errors: [401, 403, 404, 422],
  }),
  equipments: defineRoute({
    method: 'GET',
    path: '/web/building-objects/:id/equipments',
    auth: 'required',
    area: 'objects',
    params: objectParam,
    response: objectEquipmentsSchema,
    errors: [401, 403, 404, 422],
  }),
  putEquipment: defineRoute({
    method: 'PUT',
    path: '/web/building-objects/:id/equipments/:productId',
    auth: 'required',
    area: 'objects',
    params: equipmentParam,
    body: equipmentQuantityBodySchema,
    response: objectEquipmentsSchema,
    errors: writeErrors,
  }),
  removeEquipment: defineRoute({
    method: 'DELETE',
    path: '/web/building-objects/:id/equipments/:productId',
    auth: 'required',
    area: 'objects',
    params: equipmentParam,
    response: objectEquipmentsSchema,
    errors: [401, 403, 404, 422],
  }),
  addDocuments: defineRoute({
    method: 'POST',
    path: '/web/building-objects/:id/documents',
    auth: 'required',
    area: 'objects',
    params: objectParam,
    body: objectDocumentsBodySchema,
    response: objectEquipmentsSchema,
    errors: writeErrors,
  }),
  document: defineRoute({
    method: 'GET',
    path: '/web/building-objects/:id/documents/:documentId',
    auth: 'required',
    area: 'objects',
    params: documentParam,
    response: z.instanceof(Uint8Array).meta({ format: 'binary' }),
    errors: [401, 403, 404, 422],
  }),
  removeDocument: defineRoute({
    method: 'DELETE',
    path: '/web/building-objects/:id/documents/:documentId',
    auth: 'required',
    area: 'objects',
    params: documentParam,
    response: objectEquipmentsSchema,
    errors: [401, 403, 404, 422],
  }),
  specification: defineRoute({
    method: 'GET',
    path: '/web/building-objects/:id/specification',
    auth: 'required',
    area: 'objects',
    params: objectParam,
    query: specificationQuery,
    response: z.instanceof(Uint8Array).meta({ format: 'binary' }),
    errors: [401, 403, 404, 422],
  }),
};
