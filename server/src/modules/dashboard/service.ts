import type { DashboardQuery, Lang } from '../../../../contracts';
import type { Dashboard } from '../../../../contracts/dashboard';
import type { Viewer } from '../../access';
import type { Db } from '../../db/client';
import type { Translator } from '../../i18n/translator';
import type { Clock } from '../../lib/clock';
import { expiringOf } from './certifications';
import { companyOf } from './company';
import { completionOf } from './completion';
import { gradesOf } from './grades';
import { maintenanceOf } from './maintenance';
import { monthsOf } from './months';
import { periodOf } from './period';

export type DashboardDeps = { db: Db; clock: Clock };

/**
 * The operator's and a dealer's numbers (docs/decisions/0039-dashboards.md): every figure is one aggregate statement over
 * the company's jobs (or the network's), read side by side; nothing is cached, so a figure is as fresh as the database.
 */
export function createDashboardService({ db, clock }: DashboardDeps) {
  return {
    async dashboard(viewer: Viewer, q: DashboardQuery, lang: Lang, t: Translator): Promise<Dashboard> {
      const now = clock.now();
      const period = periodOf(q, now);
      const company = await companyOf(db, viewer, q.dealerId);
      const [months, completion, grades, maintenanceOverdue, certificationsExpiring] = await Promise.all([
        monthsOf(db, company, period),
        completionOf(db, company, period),
        gradesOf(db, company, period),
        maintenanceOf(db, company, now, t),
        expiringOf(db, company, now, lang),
      ]);
      return { period: { from: period.from, to: period.to }, company, months, completion, grades, maintenanceOverdue, certificationsExpiring };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
