import { BinaryBitmap, DecodeHintType, GlobalHistogramBinarizer, QRCodeReader, RGBLuminanceSource } from '@zxing/library';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { inflateSync } from 'node:zlib';
import { expect } from '@playwright/test';
import { apiSession } from './installations';
import { apiUrl } from './support';

/** The QR codes of a PDF the API made, decoded from the images pdf-lib embedded in it (RGB, deflated). */
export async function qrCodesOfPdf(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes);
  const decoded: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || object.dict.get(PDFName.of('Subtype'))?.toString() !== '/Image') continue;
    if (object.dict.get(PDFName.of('ColorSpace'))?.toString() !== '/DeviceRGB') continue;
    const width = Number(object.dict.get(PDFName.of('Width'))!.toString());
    const height = Number(object.dict.get(PDFName.of('Height'))!.toString());
    const rgb = inflateSync(object.contents);
    // The image is the code alone: read as a pure code in a quiet zone (zxing's finder search missed one code in ten of
    // these, whose modules are not a whole number of pixels).
    const pad = 8;
    const framed = new Uint8ClampedArray((width + 2 * pad) * (height + 2 * pad)).fill(255);
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) framed[(y + pad) * (width + 2 * pad) + pad + x] = rgb[(y * width + x) * 3];
    const source = new RGBLuminanceSource(framed, width + 2 * pad, height + 2 * pad);
    decoded.push(new QRCodeReader().decode(new BinaryBitmap(new GlobalHistogramBinarizer(source)), new Map([[DecodeHintType.PURE_BARCODE, true]])).getText());
  }
  return { pages: pdf.getPages(), title: pdf.getTitle(), decoded };
}

/** The pages the labels of a job's units open (`/u/{token}`), read from its sheet of labels as a phone would read them. */
export async function labelPaths(installerNational: string, id: number) {
  const { accessToken } = await apiSession(installerNational);
  const res = await fetch(`${apiUrl()}/web/installations/${id}/labels?size=roll-62`, { headers: { authorization: `Bearer ${accessToken}` } });
  expect(res.status).toBe(200);
  return (await qrCodesOfPdf(new Uint8Array(await res.arrayBuffer()))).decoded.map((code) => new URL(code).pathname);
}
