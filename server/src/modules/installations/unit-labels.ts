import { sql } from 'drizzle-orm';
import type { Lang, LabelSize, UnitLabelPage } from '../../../../contracts';
import { kyivDay } from '../../../../contracts/kyiv-day';
import { mayView, type Viewer } from '../../access';
import { rowsOf } from '../../db/rows';
import { notFound } from '../../lib/http-errors';
import { webPageUrl } from '../../lib/web-url';
import { pages } from '../../../../contracts/pages';
import { unitsOfJob } from './barcodes';
import { recipientOf, type CompletionDeps } from './completion-deps';
import { conflict } from './conflicts';
import { guaranteeValid } from './guarantee';
import { productsByIds } from './products';
import { visibleInstallation } from './rows';
import { unitLabelsPdf } from './unit-labels-pdf';

/** The page a unit's label opens; the web's default language (uk) has no prefix. */
const unitLabelUrl = (webUrl: string, token: string, lang: Lang) => webPageUrl(webUrl, lang, pages.unitLabel(token));

type LabelRow = {
  serial: string;
  product: string;
  model: string | null;
  guarantee_expires_at: string | null;
  extended: boolean;
  prevented_at: string | null;
  maintenance_due_on: string | null;
  installation_id: number;
};

/**
 * A QR label on every unit (docs/decisions/0045-unit-labels.md): a sheet of labels per job for whoever sees its card,
 * and the page each label opens (`/u/{token}`): the model, warranty and service dates for anyone, no names, phones or
 * addresses; the job itself for its parties.
 */
export function createUnitLabels(deps: CompletionDeps) {
  const { db, clock, webUrl } = deps;
  return {
    /** 409 `noUnits` while the job has no unit with a serial. */
    async unitLabels(viewer: Viewer, id: number, size: LabelSize) {
      const row = await visibleInstallation(db, viewer, id);
      const units = await unitsOfJob(db, id);
      if (units.length === 0) throw conflict('noUnits');
      // The labels go on the client's equipment: in the client's language, as the certificate.
      const { t, lang } = await recipientOf(db, row.clientId);
      const products = new Map((await productsByIds(db, [...new Set(units.map((u) => u.unit.productId))], lang)).map((p) => [p.id, p]));
      const pdf = await unitLabelsPdf(
        units.map((u) => ({
          product: products.get(u.unit.productId)?.name ?? '',
          model: u.model,
          serial: u.unit.serial,
          url: unitLabelUrl(webUrl, u.unit.labelToken, lang),
        })),
        size,
        { title: t('warranty.labels.title', { number: id }), serial: (serial) => t('warranty.labels.serial', { serial }), scan: t('warranty.labels.scan') },
        { author: t('warranty.certificate.author'), created: clock.now() },
      );
      return { pdf, filename: `labels-${id}.pdf` };
    },

    async unitByLabel(viewer: Viewer | null, token: string, lang: Lang): Promise<UnitLabelPage> {
      const [unit] = await rowsOf<LabelRow>(
        db,
        sql`select s.serial, coalesce(tr.name, p.sku) as product, b.model, s.guarantee_expires_at::text, s.extended, s.prevented_at::text,
              s.maintenance_due_on::text, s.installation_id
            from installation_units s
            join products p on p.id = s.product_id
            left join product_translations tr on tr.product_id = p.id and tr.lang = ${lang}
            left join product_blocks b on b.id = s.block_id
            where s.label_token = ${token}`,
      );
      if (!unit) throw notFound();
      const now = clock.now();
      const today = kyivDay(now);
      return {
        product: unit.product,
        model: unit.model,
        serial: unit.serial,
        warranty: {
          state: unit.guarantee_expires_at === null ? 'notStarted' : guaranteeValid(unit.guarantee_expires_at, now) ? 'running' : 'ended',
          endsOn: unit.guarantee_expires_at,
          extended: unit.extended,
        },
        lastServiceOn: unit.prevented_at,
        nextServiceDue: unit.maintenance_due_on,
        serviceOverdue: unit.maintenance_due_on !== null && unit.maintenance_due_on < today,
        installationId: viewer && (await mayView(db, 'installations', viewer, unit.installation_id)) ? unit.installation_id : null,
      };
    },
  };
}
