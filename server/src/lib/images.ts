import sharp, { type Sharp } from 'sharp';
import { FieldsError } from './http-errors';

// Raster formats a camera or phone produces; anything else (SVG, PDF, unknown bytes) is refused.
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

/**
 * An uploaded image drawn afresh by `encode` after a check of its content: only its pixels survive (sharp keeps no
 * EXIF, so no camera position or owner's name), turned upright as the camera held it. Anything that is not such an
 * image is a 422 `imageInvalid` on `field`.
 */
export async function redrawnImage(input: Buffer, field: string, encode: (image: Sharp) => Sharp): Promise<Buffer> {
  try {
    const image = sharp(input, { limitInputPixels: 40_000_000, failOn: 'error' });
    const { format } = await image.metadata();
    if (!format || !ACCEPTED.has(format)) throw new Error(`not an accepted image: ${format}`);
    return await encode(image.rotate()).toBuffer();
  } catch {
    throw new FieldsError({ [field]: ['imageInvalid'] });
  }
}
