import { and, asc, eq } from 'drizzle-orm';
import { buildingObjectDocuments, buildingObjectEquipment, buildingObjects, products } from '../../../db/schema';
import type { Db } from '../../../db/client';
import type { Seeder } from '../../../db/seed';
import { demoAccountIds } from '../../users';
import { searchTextOf } from '../objects';
import { DEMO_DOCUMENTS } from './documents';

const DESIGNER = '380500000004';

/** Three objects of the demo designer with catalogue equipment of each kind and documents; fixed dates. */
const OBJECTS = [
  {
    name: 'ЖК «Оболонь», секція 2, кв. 41',
    address: 'Київ, просп. Героїв Сталінграда, 12',
    comment: 'Три кімнати, траса прихована в стяжці. Узгодити місця зовнішніх блоків з ОСББ.',
    kinds: [['RAC', 3, 1]] as const,
    documents: [0, 2],
    createdAt: '2026-09-02T09:30:00Z',
  },
  {
    name: 'Офіс ТОВ «Світанок», 2 поверх',
    address: 'Львів, вул. Городоцька, 174',
    comment: 'Open space на 5 зон, серверна окремо.',
    kinds: [
      ['LCAC', 2, 2],
      ['RAC', 1, 1],
    ] as const,
    documents: [1, 3],
    createdAt: '2026-10-14T12:00:00Z',
  },
  {
    name: 'Приватний будинок, Ірпінь',
    address: 'Ірпінь, вул. Садова, 7',
    comment: 'Тепловий насос замість газового котла.',
    kinds: [['HP', 1, 1]] as const,
    documents: [],
    createdAt: '2026-11-03T08:15:00Z',
  },
];

export const demoObjectsSeeder: Seeder = {
  name: 'demo-building-objects',
  demo: true,
  async run(db: Db) {
    const ownerId = (await demoAccountIds(db)).get(DESIGNER);
    if (!ownerId) return;
    for (const object of OBJECTS) {
      const at = new Date(object.createdAt);
      const [row] = await db
        .insert(buildingObjects)
        .values({
          ownerId,
          name: object.name,
          address: object.address,
          comment: object.comment,
          searchText: searchTextOf(object.name, object.address),
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: buildingObjects.id });
      let position = 0;
      for (const [kind, count, quantity] of object.kinds) {
        const chosen = await db
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.kind, kind), eq(products.archived, false)))
          .orderBy(asc(products.id))
          .limit(count);
        for (const product of chosen) {
          await db
            .insert(buildingObjectEquipment)
            .values({ objectId: row.id, productId: product.id, quantity: quantity + (position % 2), position: position++ });
        }
      }
      for (const index of object.documents) {
        const document = DEMO_DOCUMENTS[index];
        // Size 0 until the API's start draws the bytes and records their size (ensureDemoDocuments).
        await db.insert(buildingObjectDocuments).values({
          objectId: row.id,
          key: document.key,
          name: document.name,
          type: document.type,
          category: document.category,
          size: 0,
          uploadedBy: ownerId,
          createdAt: at,
        });
      }
    }
  },
};
