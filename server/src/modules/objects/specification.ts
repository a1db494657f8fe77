import ExcelJS from 'exceljs';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { A4, embedNotoSans, INK, MUTED, wrap } from '../../lib/pdf';

/**
 * The equipment specification of an object, for the client or the installer: the same content as a PDF
 * (pdf-lib with Noto Sans, like the warranty certificate) and as a spreadsheet (exceljs), in the language
 * of the request. Money is whole hryvnias.
 */
export type SpecificationContent = {
  title: string;
  /** Label → value lines under the title. */
  facts: [string, string][];
  /** №, product, SKU, type, quantity, price, sum. */
  columns: [string, string, string, string, string, string, string];
  rows: { name: string; sku: string; type: string; quantity: number; price: number; total: number }[];
  totalLabel: string;
  total: number;
  empty: string;
  /** The language's number format of money, e.g. "12 345 ₴". */
  money: (amount: number) => string;
  sheetName: string;
};

const MARGIN = 40;
const LINE = rgb(0.85, 0.87, 0.9);

export async function specificationPdf(content: SpecificationContent, meta: { author: string; created: Date }): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const { regular, bold } = await embedNotoSans(doc);
  doc.setTitle(content.title);
  doc.setAuthor(meta.author);
  doc.setCreationDate(meta.created);

  const width = A4[0] - 2 * MARGIN;
  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const room = (height: number) => {
    if (y - height >= MARGIN) return;
    page = doc.addPage(A4);
    y = A4[1] - MARGIN;
  };
  const text = (value: string, o: { size: number; font?: PDFFont; color?: ReturnType<typeof rgb> }) => {
    for (const line of wrap(value, o.font ?? regular, o.size, width)) {
      room(o.size * 1.45);
      page.drawText(line, { x: MARGIN, y: y - o.size, size: o.size, font: o.font ?? regular, color: o.color ?? INK });
      y -= o.size * 1.45;
    }
  };

  text(content.title, { size: 18, font: bold });
  y -= 4;
  for (const [label, value] of content.facts) text(`${label}: ${value}`, { size: 10, color: MUTED });
  y -= 12;

  // №, product, SKU, type, quantity, price, sum; the numbers right-aligned.
  const widths = [22, 170, 90, 70, 40, 60, width - 452];
  const xs = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const right = [false, false, false, false, true, true, true];
  const row = (cells: string[], font: PDFFont) => {
    const wrapped = cells.map((c, i) => wrap(c, font, 9, widths[i] - 6));
    const height = Math.max(...wrapped.map((l) => l.length)) * 12 + 6;
    room(height);
    wrapped.forEach((lines, i) =>
      lines.forEach((line, n) => {
        const x = right[i] ? xs[i] + widths[i] - 6 - font.widthOfTextAtSize(line, 9) : xs[i];
        page.drawText(line, { x, y: y - 11 - n * 12, size: 9, font, color: INK });
      }),
    );
    y -= height;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + width, y }, thickness: 0.5, color: LINE });
  };
  row(content.columns, bold);
  content.rows.forEach((r, i) => row([String(i + 1), r.name, r.sku, r.type, String(r.quantity), content.money(r.price), content.money(r.total)], regular));
  if (!content.rows.length) text(content.empty, { size: 10, color: MUTED });
  y -= 8;
  room(16);
  const total = `${content.totalLabel}: ${content.money(content.total)}`;
  page.drawText(total, { x: MARGIN + width - bold.widthOfTextAtSize(total, 12), y: y - 12, size: 12, font: bold, color: INK });
  return doc.save();
}

export async function specificationXlsx(content: SpecificationContent, meta: { author: string; created: Date }): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  book.creator = meta.author;
  book.created = meta.created;
  book.title = content.title;
  // Sheet names may not hold []:*?/\ and are at most 31 characters.
  const sheet = book.addWorksheet(content.sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31));
  sheet.addRow([content.title]).font = { bold: true, size: 14 };
  for (const [label, value] of content.facts) sheet.addRow([label, value]);
  sheet.addRow([]);
  const header = sheet.addRow(content.columns);
  header.font = { bold: true };
  const first = header.number + 1;
  content.rows.forEach((r, i) => {
    const row = sheet.addRow([i + 1, r.name, r.sku, r.type, r.quantity, r.price, null]);
    row.getCell(7).value = { formula: `E${row.number}*F${row.number}`, result: r.total };
  });
  const last = header.number + content.rows.length;
  const totalRow = sheet.addRow([null, null, null, null, null, content.totalLabel, null]);
  totalRow.getCell(7).value = content.rows.length ? { formula: `SUM(G${first}:G${last})`, result: content.total } : 0;
  totalRow.font = { bold: true };
  sheet.getColumn(6).numFmt = '#,##0';
  sheet.getColumn(7).numFmt = '#,##0';
  [5, 40, 18, 22, 10, 12, 14].forEach((w, i) => (sheet.getColumn(i + 1).width = w));
  return new Uint8Array(await book.xlsx.writeBuffer());
}
