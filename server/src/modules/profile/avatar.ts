import sharp from 'sharp';
import { FieldsError } from '../../lib/http-errors';

export const AVATAR_SIZE = 256;
// Raster formats a camera or phone produces; anything else (SVG, PDF, unknown bytes) is refused.
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

/** Checks by content that the upload is an image and makes a 256x256 webp of it. */
export async function toAvatar(input: Buffer): Promise<Buffer> {
  try {
    const image = sharp(input, { limitInputPixels: 40_000_000, failOn: 'error' });
    const { format } = await image.metadata();
    if (!format || !ACCEPTED.has(format)) throw new Error(`not an accepted image: ${format}`);
    return await image.rotate().resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' }).webp({ quality: 82 }).toBuffer();
  } catch {
    throw new FieldsError({ avatar: ['imageInvalid'] });
  }
}
