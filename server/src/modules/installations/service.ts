import { installationCodes, workOrderTypes, type ExportFormat, type InstallationCode, type Lang } from '../../../../contracts';
import type { Viewer } from '../../access';
import type { Db } from '../../db/client';
import type { Translator } from '../../i18n/translator';
import type { Clock } from '../../lib/clock';
import { fullName, nameIn } from '../../lib/names';
import { toPage } from '../../lib/paging';
import type { RateLimiter } from '../../lib/rate-limit';
import type { Storage } from '../../lib/storage';
import type { SmsSender } from '../sms';
import type { UploadsService } from '../uploads';
import { createActions } from './actions';
import { installationCard } from './card';
import { allCertificationTypes } from './certifications';
import { addressLine } from './history';
import { installationsExport } from './export';
import { filterLists, listInstallations, type ListFilters } from './list';
import { createLookups } from './lookups';
import { statusOf } from './status';
import { createWizard, type WizardDeps } from './wizard';

export type InstallationsDeps = { db: Db; storage: Storage; rateLimit: RateLimiter; sms: SmsSender; clock: Clock; uploads: UploadsService } & Pick<
  WizardDeps,
  'onRegistered' | 'onCreatedForRequest'
>;

/** Installations (work orders): list, filters, card, the wizards, the card's actions and the wizard's lookups. */
export function createInstallationsService(deps: InstallationsDeps) {
  const { db } = deps;
  return {
    ...createWizard(deps),
    ...createActions(deps),
    ...createLookups(deps),

    card: (viewer: Viewer, id: number, t: Translator, lang: Lang) => installationCard(deps, viewer, id, t, lang),

    async certificationTypes(t: Translator, lang: Lang) {
      return {
        certificationTypes: (await allCertificationTypes(db)).map((c) => ({ id: c.id, code: c.code, name: nameIn(c.name, lang) })),
        workOrderTypes: workOrderTypes.map((value) => ({ value, name: t(`installations.workOrderType.${value}`) })),
      };
    },

    async list(viewer: Viewer, q: ListFilters & { page: number; perPage: number }, t: Translator, lang: Lang, url: (page: number) => string) {
      const { total, totalIsExact, rows } = await listInstallations(db, { viewer, filters: q, page: q.page, perPage: q.perPage, lang, now: deps.clock.now() });
      const items = rows.map((r) => ({
        id: r.id,
        type: r.work_order_type,
        code: r.code,
        status: statusOf(t, r.code),
        archived: r.archived,
        date: r.date,
        address: addressLine(r, t),
        client: { id: r.client_id, fullName: fullName({ name: r.client_name, lastname: r.client_lastname }) },
        installer:
          r.installer_id === null ? null : { id: r.installer_id, fullName: fullName({ name: r.installer_name ?? '', lastname: r.installer_lastname ?? '' }) },
        products: r.products ?? [],
        hasWarnings: r.has_warnings,
      }));
      return { ...toPage(items, { page: q.page, perPage: q.perPage, total, url }), totalIsExact };
    },

    /** Every row of the list's filters as a CSV or XLSX file, streamed (docs/decisions/0038-list-exports.md). */
    exportList: (viewer: Viewer, q: ListFilters & { format: ExportFormat }, t: Translator, lang: Lang) =>
      installationsExport(db, viewer, q, q.format, t, lang, deps.clock.now()),

    async filters(viewer: Viewer, installed: boolean | undefined, t: Translator, lang: Lang) {
      const { codes, months, installers } = await filterLists(db, viewer, installed);
      const monthName = new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' });
      return {
        statuses: installationCodes.filter((c) => codes.includes(c)).map((c: InstallationCode) => statusOf(t, c)),
        dates: months.map((m) => ({ value: m, name: monthName.format(new Date(`${m}-01T00:00:00Z`)) })),
        installers: installers.map((u) => ({ id: u.id, fullName: fullName(u) })),
      };
    },
  };
}

export type InstallationsService = ReturnType<typeof createInstallationsService>;
