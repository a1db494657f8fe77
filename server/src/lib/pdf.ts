import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { rgb, type PDFDocument, type PDFFont } from 'pdf-lib';

const require = createRequire(import.meta.url);
let fonts: Promise<[Buffer, Buffer]> | undefined;

/** Noto Sans regular and bold (the @expo-google-fonts/noto-sans files), read once. */
const notoSansFiles = () =>
  (fonts ??= Promise.all([
    readFile(require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf')),
    readFile(require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf')),
  ]));

/**
 * Embeds Noto Sans regular and bold in a PDF the API makes (warranty certificate, object specification), so that
 * Ukrainian and Polish letters render. Whole fonts: pdf-lib's subsets of Noto Sans lose most glyphs in
 * poppler-based viewers (the certificate showed a few letters a line; checked with pdftoppm).
 */
export async function embedNotoSans(doc: PDFDocument): Promise<{ regular: PDFFont; bold: PDFFont }> {
  doc.registerFontkit(fontkit);
  const [regularBytes, boldBytes] = await notoSansFiles();
  return { regular: await doc.embedFont(regularBytes), bold: await doc.embedFont(boldBytes) };
}

/** Page size and inks of the API's PDFs. */
export const A4: [number, number] = [595.28, 841.89];
export const INK = rgb(0.11, 0.13, 0.16);
export const MUTED = rgb(0.38, 0.42, 0.48);

/** Breaks `text` into lines no wider than `width` at `size`. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}
