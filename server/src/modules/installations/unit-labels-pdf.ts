import { PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import type { LabelSize } from '../../../../contracts';
import { A4, embedNotoSans, INK, MUTED, wrap } from '../../lib/pdf';

const MM = 72 / 25.4;
/** The smallest text a label prints (points): about 1.5 mm capitals. */
const MIN_TEXT = 4.5;

/** A label stock: the page, one label, and how many across and down from the page's top left corner. */
type Stock = { page: [number, number]; label: [number, number]; columns: number; rows: number; offset: [number, number] };

/**
 * The stocks of `labelSizes` in points: 70 × 37 mm at 3 × 8 fills A4 edge to edge (0.5 mm left at the top), as the
 * common 24-up sheets do; 105 × 74 mm at 2 × 4 likewise; the 62 × 29 mm roll of label printers is one label a page.
 */
const stocks: Record<LabelSize, Stock> = {
  'a4-24': { page: A4, label: [70 * MM, 37 * MM], columns: 3, rows: 8, offset: [0, 0.5 * MM] },
  'a4-8': { page: A4, label: [105 * MM, 74 * MM], columns: 2, rows: 4, offset: [0, 0.5 * MM] },
  'roll-62': { page: [62 * MM, 29 * MM], label: [62 * MM, 29 * MM], columns: 1, rows: 1, offset: [0, 0] },
};

export type UnitLabel = { product: string; model: string | null; serial: string; url: string };
export type LabelTexts = { title: string; serial: (serial: string) => string; scan: string };

/** `size`, or the smaller size at which `text` fits `width` on one line. */
const fitted = (text: string, font: PDFFont, size: number, width: number) => Math.min(size, (size * width) / font.widthOfTextAtSize(text, size));

/** `line` cut with an ellipsis until it fits `width`. */
function cut(line: string, font: PDFFont, size: number, width: number) {
  let cutLine = line;
  while (font.widthOfTextAtSize(cutLine, size) > width && cutLine.length > 1) cutLine = `${cutLine.slice(0, -2)}…`;
  return cutLine;
}

/** At most `max` lines of `text`, each within `width`; the last one ends with an ellipsis when more would follow. */
function lines(text: string, font: PDFFont, size: number, width: number, max: number) {
  const all = wrap(text, font, size, width);
  const kept = all.slice(0, max);
  if (all.length > max) kept[max - 1] = `${kept[max - 1]}…`;
  return kept.map((line) => cut(line, font, size, width));
}

type Fonts = { regular: PDFFont; bold: PDFFont };

async function drawLabel(doc: PDFDocument, page: PDFPage, fonts: Fonts, label: UnitLabel, texts: LabelTexts, x: number, top: number, [w, h]: [number, number]) {
  // Sizes follow the label (70 × 37 mm is the reference); the padding keeps clear of the die-cut edge; the code takes
  // the height of a wide label and under half the width of a squarer one, centred on the left.
  const scale = Math.min(h / (37 * MM), w / (70 * MM));
  const pad = 3 * MM * scale;
  const qrSize = Math.min(h - 2 * pad, w * 0.42);
  const qr = await doc.embedPng(await QRCode.toBuffer(label.url, { type: 'png', margin: 0, scale: 8, errorCorrectionLevel: 'M' }));
  page.drawImage(qr, { x: x + pad, y: top - (h + qrSize) / 2, width: qrSize, height: qrSize });
  const textX = x + 2 * pad + qrSize;
  const width = w - (textX - x) - pad;
  let y = top - pad;
  const draw = (line: string, font: PDFFont, size: number, color = INK) => {
    y -= size * 1.25;
    page.drawText(line, { x: textX, y, size, font, color });
  };
  for (const line of lines(label.product, fonts.bold, 8 * scale, width, 2)) draw(line, fonts.bold, 8 * scale);
  if (label.model) draw(cut(label.model, fonts.regular, 7 * scale, width), fonts.regular, 7 * scale);
  // The serial is what a technician reads off the label: whole, on one line, smaller when it is long.
  const serial = texts.serial(label.serial);
  draw(serial, fonts.bold, Math.max(MIN_TEXT, fitted(serial, fonts.bold, 7 * scale, width)));
  // The scan hint and the address sit at the label's foot; the address only where it fits readably (the QR holds it).
  const address = label.url.replace(/^https?:\/\//, '');
  const addressSize = fitted(address, fonts.regular, 5 * scale, width);
  const hasAddress = addressSize >= MIN_TEXT;
  y = top - h + pad + (hasAddress ? 6 * scale * 1.25 + addressSize * 1.25 : 6 * scale * 1.25);
  draw(cut(texts.scan, fonts.regular, 6 * scale, width), fonts.regular, 6 * scale, MUTED);
  if (hasAddress) draw(address, fonts.regular, addressSize, MUTED);
}

/** A PDF of QR labels, one per unit, laid out on `size`'s stock (a new page when one is full). */
export async function unitLabelsPdf(units: UnitLabel[], size: LabelSize, texts: LabelTexts, meta: { author: string; created: Date }) {
  const doc = await PDFDocument.create();
  const fonts = await embedNotoSans(doc);
  doc.setTitle(texts.title);
  doc.setAuthor(meta.author);
  doc.setCreationDate(meta.created);
  const stock = stocks[size];
  const perPage = stock.columns * stock.rows;
  let page: PDFPage | undefined;
  for (const [i, unit] of units.entries()) {
    const slot = i % perPage;
    if (slot === 0) page = doc.addPage(stock.page);
    const x = stock.offset[0] + (slot % stock.columns) * stock.label[0];
    const top = stock.page[1] - stock.offset[1] - Math.floor(slot / stock.columns) * stock.label[1];
    await drawLabel(doc, page!, fonts, unit, texts, x, top, stock.label);
  }
  return doc.save();
}
