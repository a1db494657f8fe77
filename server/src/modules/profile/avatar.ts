import { redrawnImage } from '../../lib/images';

export const AVATAR_SIZE = 256;

/** Checks by content that the upload is an image and makes a 256x256 webp of it. */
export const toAvatar = (input: Buffer) =>
  redrawnImage(input, 'avatar', (image) => image.resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' }).webp({ quality: 82 }));
