import { uploadAccept, type UploadCategory } from '@/contracts/upload-limits';

export type AcceptedType = keyof typeof uploadAccept;
const typesOf = (keep: (category: UploadCategory) => boolean) =>
  (Object.keys(uploadAccept) as AcceptedType[]).filter((type) => keep(uploadAccept[type].category));
/** The media types (docs/api.md#uploads): photos and videos (appeals; installation photos narrow them further). */
export const mediaUploadTypes = typesOf((category) => category !== 'document');
/** A building object's: photos, videos and documents (docs/decisions/0030). */
export const objectUploadTypes = typesOf(() => true);

/** react-dropzone's `accept` for these MIME types (with their file name extensions). */
export const dropzoneAccept = (types: readonly AcceptedType[]) => Object.fromEntries(types.map((type) => [type, [...uploadAccept[type].extensions]]));

/** Photo, file (video) or document by the browser's MIME type, else by the name's extension (raw photos often come without one). */
export function categoryOf(file: File): UploadCategory | undefined {
  const byType = uploadAccept[file.type as AcceptedType];
  if (byType) return byType.category;
  const name = file.name.toLowerCase();
  return Object.values(uploadAccept).find((entry) => entry.extensions.some((ext) => name.endsWith(ext)))?.category;
}
