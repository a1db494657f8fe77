import { drainages, EMPTY_DETAILS, outdoorUnitAccesses, outdoorUnitFastenings } from '../../../../contracts';
import type { Translator } from '../../i18n/translator';
import type { InstallationRow } from './rows';

const options = <T extends string>(t: Translator, list: readonly T[], key: string) => list.map((id) => ({ id, name: t(`installations.options.${key}.${id}`) }));

/** The option lists of "Additional details" in the request's language (the address step's answer). */
export const detailOptions = (t: Translator) => ({
  outdoorUnitFastenings: options(t, outdoorUnitFastenings, 'outdoorUnitFastening'),
  outdoorUnitAccesses: options(t, outdoorUnitAccesses, 'outdoorUnitAccess'),
  drainages: options(t, drainages, 'drainage'),
});

/** The additional details as read: stored values with their names, and the option lists. */
export function presentDetails(t: Translator, row: InstallationRow) {
  const d = { ...EMPTY_DETAILS, ...row.details };
  const yesNo = (v: boolean | null) => (v === null ? null : { value: v, name: t(v ? 'installations.yes' : 'installations.no') });
  const option = <T extends string>(key: string, v: T | null) => (v === null ? null : { id: v, name: t(`installations.options.${key}.${v}`) });
  return {
    id: row.id,
    plannedAt: row.plannedAt,
    saleDate: d.saleDate,
    elevator: yesNo(d.elevator),
    ownRoute: yesNo(d.ownRoute),
    outdoorUnitFastening: option('outdoorUnitFastening', d.outdoorUnitFastening),
    fasteningHeight: d.fasteningHeight,
    outdoorUnitAccess: option('outdoorUnitAccess', d.outdoorUnitAccess),
    drainage: option('drainage', d.drainage),
    routeLength: d.routeLength,
    comment: d.comment,
    ...detailOptions(t),
  };
}
