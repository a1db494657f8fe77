import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

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
