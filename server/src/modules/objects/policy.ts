import type { Viewer } from '../../access';
import type { buildingObjects } from '../../db/schema';
import type { Verdict } from '../../lib/policy';

/**
 * Who may do what with one building object (docs/access.md#rules-inside-a-service): its keeper, that is its designer,
 * or support, who keeps every designer's objects. Which objects a viewer sees at all is the `buildingObjects` scope
 * (anyone else's is 404 before these are asked), and who may create one the `objects` area (designers and support):
 * there is no record to decide on. No state of an object refuses a change, so the module has no 409s.
 */
type Row = Pick<typeof buildingObjects.$inferSelect, 'ownerId'>;

const keeper = (viewer: Viewer, row: Row): Verdict => (viewer.role === 'ADMIN' || row.ownerId === viewer.id ? null : 'forbidden');

export const objectPolicy = {
  /** object.edit: its name, address and comment. */
  edit: keeper,
  /** object.delete, with its equipment and documents. */
  delete: keeper,
  /** object.editEquipment: adding catalogue products, changing their quantities, removing them (what its specification lists). */
  editEquipment: keeper,
  /** object.attachDocuments: claiming the viewer's uploads as its documents. */
  attachDocuments: keeper,
  /** object.removeDocument. */
  removeDocument: keeper,
};
