import { createAttachments } from './attachments';
import { createCatalogue } from './catalogue';
import type { ObjectsDeps } from './deps';
import { createObjectEquipment } from './object-equipment';
import { createPresenters } from './present';
import { createRecords } from './records';
import { createSpecificationFile } from './specification-file';

/**
 * Building objects (docs/domain.md#building-objects; docs/decisions/0027-building-objects.md): a designer keeps its own,
 * the admin sees all (the `buildingObjects` scope; anyone else's object is 404; policy.ts names who may change one).
 * Equipment comes from the catalogue on sale; documents are the user's own uploads claimed as `documents` (mixing
 * allowed, 20 MB each).
 */
export function createObjectsService(deps: ObjectsDeps) {
  const present = createPresenters(deps);
  return {
    ...createRecords(deps, present),
    ...createCatalogue(deps, present),
    ...createObjectEquipment(deps, present),
    ...createAttachments(deps, present),
    ...createSpecificationFile(deps, present),
  };
}

export type ObjectsService = ReturnType<typeof createObjectsService>;
