import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// The package is CommonJS whose names Node's ESM loader cannot see: it is required.
const { BarcodeFormat, EncodeHintType, QRCodeWriter } = createRequire(import.meta.url)('@zxing/library') as typeof import('@zxing/library');

const WIDTH = 640;
const HEIGHT = 480;

/**
 * A still video for Chromium's fake camera (`--use-file-for-fake-video-capture`, a Y4M file): `text` as a QR
 * code, black on white in the middle of the frame, as a phone sees a unit's label held in front of it.
 */
export function barcodeVideo(text: string, file: string) {
  const code = new QRCodeWriter().encode(text, BarcodeFormat.QR_CODE, 360, 360, new Map([[EncodeHintType.MARGIN, 4]]));
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  const left = Math.floor((WIDTH - code.getWidth()) / 2);
  const top = Math.floor((HEIGHT - code.getHeight()) / 2);
  for (let y = 0; y < code.getHeight(); y++) for (let x = 0; x < code.getWidth(); x++) if (code.get(x, y)) luma[(top + y) * WIDTH + left + x] = 16;
  const chroma = Buffer.alloc((WIDTH * HEIGHT) / 4, 128);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\nFRAME\n`), luma, chroma, chroma]));
}
