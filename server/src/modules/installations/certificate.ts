import { randomBytes } from 'node:crypto';
import type { Lang } from '../../../../contracts';
import type { Viewer } from '../../access';
import { unitsOfJob } from './barcodes';
import { certificatePdf } from './certificate-pdf';
import { certificationTypeById } from './certifications';
import { recipientOf, type CompletionDeps } from './completion-deps';
import { conflict } from './conflicts';
import { addressLine } from './history';
import { productsByIds } from './products';
import { visibleInstallation, type InstallationRow } from './rows';
import { versionsOf, type Snapshot } from './signing';
import { dayOf } from './status';
import { displayPhone, formatDay } from '../../i18n/format';
import { fullName, nameIn } from '../../lib/names';
import { webPageUrl } from '../../lib/web-url';
import { pages } from '../../../../contracts/pages';

/** The certificate's token, drawn at completion: 24 random bytes, URL-safe (32 characters), unguessable. */
export const newCertificateToken = () => randomBytes(24).toString('base64url');

/** The public page the certificate's QR code opens; the web's default language (uk) has no prefix. */
export const verificationUrl = (webUrl: string, token: string, lang: Lang) => webPageUrl(webUrl, lang, pages.warranty(token));

/** The card's `certificateUrl`: the API path of the PDF (contract route `certificate`) once completed and signed. */
export const certificatePath = (row: Pick<InstallationRow, 'id' | 'certificateToken' | 'completedAt'>) =>
  row.completedAt && row.certificateToken ? `/web/installations/${row.id}/certificate` : null;

/** A day (stored `yyyy-MM-dd` or a moment) as the client reads it in their language. */
const dayIn = (lang: Lang) => (d: Date | string) => formatDay(lang, typeof d === 'string' ? d : dayOf(d));

/**
 * The warranty certificate (issue 22): a PDF in the client's language with the units (the job's own and those it
 * refers to), serials, models, dates, installer, the signed record's fingerprint and a QR code to the public
 * verification page. It shows the signed record; a change waiting for the client's code is mentioned, not shown.
 * Whoever may see the installation may download it (the client, its installer, the dealer, the admin:
 * they see the same facts on the card); before completion 409.
 */
export function createCertificate(deps: CompletionDeps) {
  const { db, webUrl } = deps;
  return {
    async certificate(viewer: Viewer, id: number) {
      const row = await visibleInstallation(db, viewer, id);
      if (!row.completedAt || !row.certificateToken || (row.code !== 'COMPLETED' && row.code !== 'PREVENTION')) throw conflict('notCompleted');
      const client = await recipientOf(db, row.clientId);
      const { t, lang } = client;
      const [installer, type, units, { signed, pending }] = await Promise.all([
        row.installerId === null ? null : recipientOf(db, row.installerId),
        certificationTypeById(db, row.certificationTypeId),
        unitsOfJob(db, id),
        versionsOf(db, id),
      ]);
      const day = dayIn(lang);
      const products = new Map((await productsByIds(db, [...new Set(units.map((u) => u.unit.productId))], lang)).map((p) => [p.id, p]));
      const url = verificationUrl(webUrl, row.certificateToken, lang);
      const pdf = await certificatePdf(
        {
          title: t('warranty.certificate.title'),
          subtitle: t('warranty.certificate.subtitle', { number: id, date: day(row.workDoneOn ?? row.completedAt) }),
          facts: [
            [t('warranty.certificate.client'), fullName(client)],
            [t('warranty.certificate.address'), addressLine(row, t)],
            [t('warranty.certificate.type'), type ? nameIn(type.name, lang) : ''],
            [t('warranty.certificate.completedAt'), day(row.workDoneOn ?? row.completedAt)],
            [t('warranty.certificate.installer'), installer ? `${fullName(installer)}, ${displayPhone(installer.phone)}` : '—'],
          ],
          unitsTitle: t('warranty.certificate.units'),
          columns: [t('warranty.certificate.product'), t('warranty.certificate.model'), t('warranty.certificate.serial'), t('warranty.certificate.until')],
          units: units.map((u) => [
            products.get(u.unit.productId)?.name ?? '',
            u.model ?? '—',
            u.unit.serial,
            u.unit.guaranteeExpiresAt ? `${day(u.unit.guaranteeExpiresAt)}${u.unit.extended ? ` (${t('warranty.certificate.extended')})` : ''}` : '—',
          ]),
          notes: [
            t('warranty.certificate.maintenance'),
            t('warranty.certificate.signedNote', { date: signed?.signedAt ? day(signed.signedAt) : '—' }),
            ...(units.some((u) => u.ref !== null) ? [t('warranty.certificate.referred')] : []),
            ...(pending ? [t('warranty.certificate.changePending', { date: day(pending.createdAt) })] : []),
            // docs/decisions/0051: the signed commissioning report is the card's PDF beside this one.
            ...((signed?.snapshot as Snapshot | undefined)?.commissioning?.length
              ? [t('warranty.certificate.commissioning', { url: webPageUrl(webUrl, lang, pages.installation(id)) })]
              : []),
          ],
          verifyText: t('warranty.certificate.verify'),
          verifyUrl: url,
          fingerprintLabel: t('warranty.certificate.fingerprint'),
          fingerprint: signed?.fingerprint ?? '—',
        },
        { author: t('warranty.certificate.author'), created: row.completedAt },
      );
      return { pdf, filename: `warranty-${id}.pdf` };
    },
  };
}
