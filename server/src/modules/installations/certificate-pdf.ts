import { PDFDocument, PDFName, PDFString, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { A4, embedNotoSans, INK, MUTED, wrap } from '../../lib/pdf';

/**
 * The warranty certificate as a PDF (pdf-lib): Noto Sans embedded so Ukrainian and Polish
 * letters render, and a QR code (qrcode) that opens the public verification page, whose address is
 * also printed and linked.
 */
export type CertificateContent = {
  title: string;
  subtitle: string;
  /** Label → value lines under the title. */
  facts: [string, string][];
  unitsTitle: string;
  /** Column titles and rows of the units table. */
  columns: [string, string, string, string];
  units: [string, string, string, string][];
  notes: string[];
  verifyText: string;
  verifyUrl: string;
  fingerprintLabel: string;
  fingerprint: string;
};

const MARGIN = 48;

/** A URI link annotation over a rectangle of the page. */
function link(doc: PDFDocument, page: PDFPage, url: string, rect: [number, number, number, number]) {
  const annotation = doc.context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: rect,
    Border: [0, 0, 0],
    A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
  });
  page.node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(annotation)]));
}

export async function certificatePdf(content: CertificateContent, meta: { author: string; created: Date }): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const { regular, bold } = await embedNotoSans(doc);
  doc.setTitle(content.title);
  doc.setAuthor(meta.author);
  doc.setSubject(content.verifyUrl);
  doc.setCreationDate(meta.created);

  const page = doc.addPage(A4);
  const width = A4[0] - 2 * MARGIN;
  let y = A4[1] - MARGIN;
  const text = (value: string, options: { size?: number; font?: PDFFont; color?: ReturnType<typeof rgb>; x?: number; maxWidth?: number } = {}) => {
    const size = options.size ?? 10;
    const font = options.font ?? regular;
    for (const line of wrap(value, font, size, options.maxWidth ?? width)) {
      y -= size * 1.35;
      page.drawText(line, { x: options.x ?? MARGIN, y, size, font, color: options.color ?? INK });
    }
  };

  // QR code in the top right corner, the title on the left of it.
  const qr = await doc.embedPng(await QRCode.toBuffer(content.verifyUrl, { type: 'png', margin: 1, width: 360, errorCorrectionLevel: 'M' }));
  const qrSize = 120;
  page.drawImage(qr, { x: A4[0] - MARGIN - qrSize, y: A4[1] - MARGIN - qrSize, width: qrSize, height: qrSize });
  link(doc, page, content.verifyUrl, [A4[0] - MARGIN - qrSize, A4[1] - MARGIN - qrSize, A4[0] - MARGIN, A4[1] - MARGIN]);

  const besideQr = width - qrSize - 16;
  text(content.title, { size: 20, font: bold, maxWidth: besideQr });
  text(content.subtitle, { size: 11, color: MUTED, maxWidth: besideQr });
  y -= 8;
  for (const [label, value] of content.facts) {
    text(`${label}: ${value}`, { size: 10, maxWidth: besideQr });
  }
  y = Math.min(y, A4[1] - MARGIN - qrSize) - 18;

  text(content.unitsTitle, { size: 13, font: bold });
  y -= 4;
  const columnX = [MARGIN, MARGIN + 200, MARGIN + 310, MARGIN + 420];
  const columnWidth = [195, 105, 105, width - 420];
  const row = (cells: string[], font: PDFFont) => {
    const wrapped = cells.map((c, i) => wrap(c, font, 9, columnWidth[i]));
    const height = Math.max(...wrapped.map((l) => l.length)) * 12.5;
    wrapped.forEach((lines, i) => lines.forEach((line, n) => page.drawText(line, { x: columnX[i], y: y - 12 - n * 12.5, size: 9, font, color: INK })));
    y -= height + 4;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + width, y }, thickness: 0.5, color: rgb(0.85, 0.87, 0.9) });
  };
  row(content.columns, bold);
  for (const unit of content.units) row(unit, regular);

  y -= 10;
  for (const note of content.notes) text(note, { size: 9, color: MUTED });
  y -= 10;
  text(content.verifyText, { size: 10, font: bold });
  text(content.verifyUrl, { size: 9, color: rgb(0.1, 0.35, 0.75) });
  y -= 6;
  text(`${content.fingerprintLabel}: ${content.fingerprint}`, { size: 8, color: MUTED });

  // Without object streams the link's address stays readable in the file (a reader or a test can find it).
  return doc.save({ useObjectStreams: false });
}
