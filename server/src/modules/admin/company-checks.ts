import type { AdminDealerCreate } from '../../../../contracts';
import type { Db } from '../../db/client';
import type { Refusals } from '../../lib/checked-write';
import { FieldsError } from '../../lib/http-errors';
import { regionExists } from '../dealers';
import { assertPhoneValid, findUserByPhone } from '../users';
import { codeTaken } from './dealer-rows';

/** The fields of the 422 `check` throws, or none: several checks answer together. */
function refusalsOf(check: () => void): Refusals {
  try {
    check();
    return {};
  } catch (err) {
    if (err instanceof FieldsError) return err.fields;
    throw err;
  }
}

/**
 * What the contract cannot check of a company's fields (those given): a code another company has, an unknown region,
 * a contact phone invalid for its country. `dealerId`: the company being changed, whose own code is no clash.
 */
export async function companyRefusals(
  db: Db,
  fields: Partial<Pick<AdminDealerCreate, 'dealerCode' | 'regionId' | 'phone'>>,
  dealerId?: number,
): Promise<Refusals> {
  const refusals: Refusals = fields.phone ? refusalsOf(() => assertPhoneValid(fields.phone!)) : {};
  if (fields.dealerCode && (await codeTaken(db, fields.dealerCode, dealerId))) refusals.dealerCode = ['dealerCodeTaken'];
  if (fields.regionId && !(await regionExists(db, fields.regionId))) refusals.regionId = ['dealerRegionUnknown'];
  return refusals;
}

/**
 * An invitee's phone (on `field`): valid for its country and nobody's account yet, so that an invitation never turns a
 * client into a dealer's person (docs/decisions/0036-back-office-dealers-and-audit-log.md).
 */
export async function inviteeRefusals(db: Db, phone: string, field: string): Promise<Refusals> {
  const invalid = refusalsOf(() => assertPhoneValid(phone, field));
  if (Object.keys(invalid).length) return invalid;
  return (await findUserByPhone(db, phone)) ? { [field]: ['phoneTaken'] } : {};
}
