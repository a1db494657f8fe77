/**
 * A one-page A4 PDF with a title, a table and notes, in the standard Helvetica font (no font
 * files needed). The standard fonts only cover Windows-1252, so datasheets are written in English.
 */

export type Datasheet = { title: string; subtitle: string; columns: string[]; rows: string[][]; notes: string[] };

const winAnsi: Record<string, number> = { '–': 0x96, '—': 0x97, '…': 0x85, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95 };

/** A PDF literal string: Windows-1252 bytes with (, ) and \ escaped. */
function pdfString(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = winAnsi[ch] ?? ch.codePointAt(0)!;
    const byte = code < 256 ? code : 0x3f;
    const c = String.fromCharCode(byte);
    out += c === '(' || c === ')' || c === '\\' ? `\\${c}` : c;
  }
  return `(${out})`;
}

export function datasheetPdf(sheet: Datasheet): Buffer {
  const ops: string[] = [];
  const line = (font: 'F1' | 'F2', size: number, x: number, y: number, text: string) =>
    ops.push(`BT /${font} ${size} Tf ${x} ${y} Td ${pdfString(text)} Tj ET`);
  let y = 790;
  line('F2', 18, 50, y, sheet.title);
  y -= 22;
  line('F1', 11, 50, y, sheet.subtitle);
  y -= 34;
  const width = 495 / sheet.columns.length;
  ops.push(`0.12 0.44 0.70 rg 50 ${y - 6} 495 20 re f 1 1 1 rg`);
  sheet.columns.forEach((c, i) => line('F2', 9, 54 + i * width, y, c));
  ops.push('0 0 0 rg');
  y -= 20;
  sheet.rows.forEach((row, r) => {
    if (r % 2) ops.push(`0.94 0.95 0.97 rg 50 ${y - 6} 495 18 re f 0 0 0 rg`);
    row.forEach((cell, i) => line('F1', 9, 54 + i * width, y, cell));
    y -= 18;
  });
  y -= 16;
  for (const note of sheet.notes) {
    line('F1', 9, 50, y, note);
    y -= 14;
  }
  const content = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
