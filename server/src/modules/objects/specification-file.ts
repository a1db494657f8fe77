import type { Lang, SpecificationFormat } from '../../../../contracts';
import type { Viewer } from '../../access';
import type { Translator } from '../../i18n/translator';
import { fullName } from '../../lib/names';
import type { ObjectsDeps } from './deps';
import { typeNames } from './equipment';
import { objectRow, visibleObject } from './objects';
import type { Presenters } from './present';
import { specificationPdf, specificationXlsx, type SpecificationContent } from './specification';

const localeOf: Record<Lang, string> = { uk: 'uk-UA', en: 'en-US', pl: 'pl-PL' };

/** The equipment specification of an object as a file (PDF or spreadsheet), in the request's language, dated by the clock. */
export function createSpecificationFile({ db, clock }: ObjectsDeps, present: Presenters) {
  return {
    async specification(viewer: Viewer, id: number, format: SpecificationFormat, t: Translator, lang: Lang) {
      await visibleObject(db, viewer, id);
      const [object, list, types] = await Promise.all([objectRow(db, id), present.equipments(db, id, lang), typeNames(db, lang)]);
      const number = new Intl.NumberFormat(localeOf[lang], { maximumFractionDigits: 0 });
      const now = clock.now();
      const content: SpecificationContent = {
        title: t('objects.specification.title', { name: object.name }),
        facts: [
          [t('objects.specification.address'), object.address],
          ...(object.comment ? [[t('objects.specification.comment'), object.comment] as [string, string]] : []),
          [t('objects.specification.designer'), fullName({ name: object.owner_name, lastname: object.owner_lastname })],
          [t('objects.specification.date'), new Intl.DateTimeFormat(localeOf[lang], { dateStyle: 'long', timeZone: 'Europe/Kyiv' }).format(now)],
        ],
        columns: [
          t('objects.specification.number'),
          t('objects.specification.product'),
          t('objects.specification.sku'),
          t('objects.specification.type'),
          t('objects.specification.quantity'),
          t('objects.specification.price'),
          t('objects.specification.sum'),
        ],
        rows: list.equipments.map((e) => ({
          name: e.product.name,
          sku: e.product.sku,
          type: types.get(e.product.type) ?? e.product.type,
          quantity: e.quantity,
          price: e.product.price,
          total: e.total,
        })),
        totalLabel: t('objects.specification.total'),
        total: list.total,
        empty: t('objects.specification.empty'),
        // Plain spaces: the grouping separators of uk and pl are no-break spaces.
        money: (amount) => `${number.format(amount).replace(/[\u00a0\u202f]/g, ' ')} ${t('objects.specification.currency')}`,
        sheetName: t('objects.specification.sheet'),
      };
      const meta = { author: t('objects.specification.author'), created: now };
      const bytes = format === 'pdf' ? await specificationPdf(content, meta) : await specificationXlsx(content, meta);
      return { bytes, filename: `specification-object-${id}.${format}` };
    },
  };
}
