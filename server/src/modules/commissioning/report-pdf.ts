import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { findingKeys, formatFinding, formatMeasure, isFlagged, requiredChargeKg, type MeasureUnit } from '../../../../contracts';
import { kyivDay } from '../../../../contracts/kyiv-day';
import { pages } from '../../../../contracts/pages';
import type { Db } from '../../db/client';
import { displayPhone, formatDay } from '../../i18n/format';
import { textsIn } from '../../i18n/translator';
import { fullName } from '../../lib/names';
import { A4, embedNotoSans, INK, MUTED, wrap } from '../../lib/pdf';
import { webPageUrl } from '../../lib/web-url';
import { addressLine, recipientOf, withholdsGuarantee, type InstallationRow, type JudgedUnit, type VersionRow } from '../installations';

const MARGIN = 48;
const WIDTH = A4[0] - 2 * MARGIN;
const COLUMNS = [0, 190, 290, 400];
const COLUMN_WIDTHS = [185, 95, 105, WIDTH - 400];
const FLAG = rgb(0.7, 0.1, 0.1);

/** A page writer that starts a new page when the next block does not fit. */
function flow(doc: PDFDocument, fonts: { regular: PDFFont; bold: PDFFont }) {
  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const ensure = (height: number) => {
    if (y - height >= MARGIN) return;
    page = doc.addPage(A4);
    y = A4[1] - MARGIN;
  };
  return {
    text(value: string, options: { size?: number; bold?: boolean; muted?: boolean; gap?: number } = {}) {
      const size = options.size ?? 10;
      const font = options.bold ? fonts.bold : fonts.regular;
      for (const line of wrap(value, font, size, WIDTH)) {
        ensure(size * 1.4);
        y -= size * 1.4;
        page.drawText(line, { x: MARGIN, y, size, font, color: options.muted ? MUTED : INK });
      }
      y -= options.gap ?? 0;
    },
    row(cells: string[], options: { bold?: boolean; flagged?: boolean; note?: string } = {}) {
      const font = options.bold ? fonts.bold : fonts.regular;
      const wrapped = cells.map((c, i) => wrap(c, font, 9, COLUMN_WIDTHS[i]));
      const note = options.note ? wrap(options.note, fonts.regular, 8, WIDTH - 12) : [];
      const height = Math.max(...wrapped.map((l) => l.length)) * 12 + note.length * 11 + 6;
      ensure(height);
      wrapped.forEach((lines, i) =>
        lines.forEach((line, n) =>
          page.drawText(line, { x: MARGIN + COLUMNS[i], y: y - 11 - n * 12, size: 9, font, color: options.flagged && i === 3 ? FLAG : INK }),
        ),
      );
      const noteTop = y - Math.max(...wrapped.map((l) => l.length)) * 12;
      note.forEach((line, n) => page.drawText(line, { x: MARGIN + 12, y: noteTop - 10 - n * 11, size: 8, font: fonts.regular, color: MUTED }));
      y -= height;
      page.drawLine({ start: { x: MARGIN, y: y + 2 }, end: { x: MARGIN + WIDTH, y: y + 2 }, thickness: 0.5, color: rgb(0.85, 0.87, 0.9) });
    },
    space: (points: number) => (y -= points),
  };
}

/**
 * The commissioning report as a PDF (pdf-lib, Noto Sans as the certificate) in the client's language: the job, then
 * each outdoor unit's values in the reader's units with the range they were judged against, the result and the
 * comment on a flagged one, and whether the client's code signed them.
 */
export async function reportPdf(
  db: Db,
  webUrl: string,
  row: InstallationRow,
  units: JudgedUnit[],
  { signed, pending }: { signed: VersionRow | null; pending: VersionRow | null },
) {
  const client = await recipientOf(db, row.clientId);
  const installer = row.installerId === null ? null : await recipientOf(db, row.installerId);
  const { lang } = client;
  const t = textsIn(lang, 'commissioning');
  const unitLabel = (unit: MeasureUnit) => textsIn(lang, 'units')(unit);
  // A string is the work_done_on date column, printed as stored; a Date is a moment (signed_at, created_at), its Kyiv day.
  const day = (d: Date | string) => formatDay(lang, typeof d === 'string' ? d : kyivDay(d));

  const doc = await PDFDocument.create();
  const fonts = await embedNotoSans(doc);
  doc.setTitle(t('pdf.title'));
  doc.setAuthor(t('pdf.author'));
  doc.setCreationDate(signed?.signedAt ?? new Date());
  const out = flow(doc, fonts);

  out.text(t('pdf.title'), { size: 18, bold: true });
  out.text(t('pdf.subtitle', { number: row.id, date: row.workDoneOn ? day(row.workDoneOn) : '—' }), { size: 11, muted: true, gap: 6 });
  out.text(`${t('pdf.client')}: ${fullName(client)}`);
  out.text(`${t('pdf.address')}: ${addressLine(row, client.t)}`);
  out.text(`${t('pdf.installer')}: ${installer ? `${fullName(installer)}, ${displayPhone(installer.phone)}` : '—'}`, { gap: 10 });

  for (const u of units) {
    out.space(6);
    out.text(t('pdf.unit', { model: u.model ?? '—', serial: u.serial }), { size: 13, bold: true });
    if (u.spec) {
      const needed = u.report!.values.lineLength === null ? null : requiredChargeKg(u.spec, u.report!.values.lineLength);
      out.text(
        t('pdf.modelData', {
          refrigerant: u.spec.refrigerant,
          factory: formatMeasure(lang, 'mass', u.spec.factoryChargeKg, unitLabel),
          included: formatMeasure(lang, 'length', u.spec.includedPipeM, unitLabel),
          needed: needed === null ? '—' : formatMeasure(lang, 'mass', needed, unitLabel),
        }),
        { size: 9, muted: true },
      );
    } else out.text(t('pdf.noModelData'), { size: 9, muted: true });
    out.space(4);
    out.row([t('pdf.columns.measure'), t('pdf.columns.value'), t('pdf.columns.range'), t('pdf.columns.result')], { bold: true });
    for (const key of findingKeys) {
      const finding = u.findings![key];
      const { value, range } = formatFinding(lang, key, u.report!, finding, u.spec, unitLabel);
      if (value === null) continue;
      const flagged = isFlagged(finding);
      const comment = u.report!.comments[key];
      out.row([t(`measure.${key}`), value, range ?? '—', `${t(`state.${finding.state}`)}${flagged && finding.blocking ? ` (${t('pdf.blocking')})` : ''}`], {
        flagged,
        note: comment ? t('pdf.comment', { text: comment }) : undefined,
      });
    }
  }

  out.space(12);
  if (withholdsGuarantee(units)) out.text(t('pdf.withheld'), { size: 10, bold: true, gap: 4 });
  out.text(signed?.signedAt ? t('pdf.signed', { date: day(signed.signedAt), fingerprint: signed.fingerprint }) : t('pdf.notSigned'), {
    size: 9,
    muted: true,
  });
  if (pending) out.text(t('pdf.changePending', { date: day(pending.createdAt) }), { size: 9, muted: true });
  out.text(t('pdf.card', { url: webPageUrl(webUrl, lang, pages.installation(row.id)) }), { size: 9, muted: true });
  return doc.save({ useObjectStreams: false });
}
