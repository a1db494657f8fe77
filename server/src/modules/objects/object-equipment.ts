import { MAX_OBJECT_PRODUCTS, type Lang } from '../../../../contracts';
import type { Viewer } from '../../access';
import { transaction } from '../../db/transaction';
import { FieldsError, notFound } from '../../lib/http-errors';
import type { ObjectsDeps } from './deps';
import { equipmentCount, equipmentOf, productById, putEquipment, removeEquipment } from './equipment';
import { lockObject, touchObject, visibleObject } from './objects';
import { objectPolicy } from './policy';
import { enforce } from '../../lib/policy';
import type { Presenters } from './present';

/** An object's equipment: reading it (with its documents), setting a product's quantity, removing a product. */
export function createObjectEquipment({ db, clock }: ObjectsDeps, present: Presenters) {
  return {
    async equipments(viewer: Viewer, id: number, lang: Lang) {
      await visibleObject(db, viewer, id);
      return present.equipments(db, id, lang);
    },

    /**
     * Sets the quantity of a catalogue product on the object, adding it when it is not there yet: only a
     * product on sale may be added (422 on `product`), at most MAX_OBJECT_PRODUCTS of them.
     */
    async putEquipment(viewer: Viewer, id: number, productId: number, quantity: number, lang: Lang) {
      enforce(objectPolicy.editEquipment(viewer, await visibleObject(db, viewer, id)));
      return transaction(db, async (tx) => {
        await lockObject(tx.db, id);
        const onObject = (await equipmentOf(tx.db, id, lang)).some((e) => e.id === productId);
        if (!onObject) {
          const product = await productById(tx.db, productId, lang);
          if (!product || product.archived) throw new FieldsError({ product: ['objectProductUnknown'] });
          if ((await equipmentCount(tx.db, id)) >= MAX_OBJECT_PRODUCTS) throw new FieldsError({ product: [`maxItems?maximum=${MAX_OBJECT_PRODUCTS}`] });
        }
        await putEquipment(tx.db, id, productId, quantity);
        await touchObject(tx.db, id, clock.now());
        return present.equipments(tx.db, id, lang);
      });
    },

    async removeEquipment(viewer: Viewer, id: number, productId: number, lang: Lang) {
      enforce(objectPolicy.editEquipment(viewer, await visibleObject(db, viewer, id)));
      return transaction(db, async (tx) => {
        if (!(await removeEquipment(tx.db, id, productId))) throw notFound();
        await touchObject(tx.db, id, clock.now());
        return present.equipments(tx.db, id, lang);
      });
    },
  };
}
