/**
 * Upload rules (docs/api.md#uploads) as plain values (no zod), so that the dropzone's first script stays small
 * (ADR 0008); contracts/uploads.ts re-exports them.
 */

/** The upload chunk size. */
export const UPLOAD_CHUNK_BYTES = 10 * 1024 * 1024;
/** The dropzone's largest file (100*1024 MB). */
export const UPLOAD_MAX_FILE_BYTES = 100 * 1024 * 1024 * 1024;
/** At most 10 files in one upload (appeal, installation photos). */
export const MAX_UPLOAD_FILES = 10;
/** An object file may not exceed 20 MB. */
export const OBJECT_FILE_MAX_BYTES = 20 * 1024 * 1024;

/**
 * `photo`, `file` (a video) or `document` (PDF, office, CAD): an upload is all photos or all files;
 * documents are a building object's only, where every category mixes (docs/decisions/0030).
 */
export type UploadCategory = 'photo' | 'file' | 'document';
export const UPLOAD_CATEGORIES = ['photo', 'file', 'document'] as const satisfies readonly UploadCategory[];

/**
 * The largest file of each category, declared by the first chunk (docs/decisions/0022): a photo 100 MB (a phone's
 * 48 MP ProRAW or a camera's raw file; a JPEG is a tenth of it), a video the dropzone's 100*1024 MB,
 * a document 20 MB (documents go to building objects only, whose files are at most that: ADR 0030).
 */
export const UPLOAD_CATEGORY_MAX_BYTES = {
  photo: 100 * 1024 * 1024,
  file: UPLOAD_MAX_FILE_BYTES,
  document: OBJECT_FILE_MAX_BYTES,
} as const satisfies Record<UploadCategory, number>;

/** Binary units, largest first: the limits are counted so (20 MB = 20 * 1024 * 1024 bytes). */
const limitUnits = [
  ['gigabyte', 1024 ** 3],
  ['megabyte', 1024 ** 2],
  ['kilobyte', 1024],
] as const;

/**
 * An upload limit, or an amount counted against one, as the arguments of the locale's number format
 * (`format.number(...limitSize(bytes))`): 20 MB, 100 GB, 1.5 GB, 0 kB, in the units the limits are set in.
 */
export function limitSize(bytes: number) {
  const [unit, size] = limitUnits.find(([, size]) => bytes >= size) ?? limitUnits[limitUnits.length - 1];
  return [bytes / size, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }] as const;
}

/**
 * The accepted types (jpeg, png, gif, raw image; mp4, quicktime, avi, wmv, mkv), and the documents a
 * building object also takes, by the extension the content's magic bytes reveal (the `file-type` package's
 * names: `asf` is wmv's container) and their category.
 */
export const uploadTypes = {
  jpg: 'photo',
  png: 'photo',
  gif: 'photo',
  cr2: 'photo',
  cr3: 'photo',
  nef: 'photo',
  arw: 'photo',
  dng: 'photo',
  orf: 'photo',
  rw2: 'photo',
  raf: 'photo',
  mp4: 'file',
  mov: 'file',
  avi: 'file',
  asf: 'file',
  mkv: 'file',
  pdf: 'document',
  docx: 'document',
  xlsx: 'document',
  pptx: 'document',
  odt: 'document',
  ods: 'document',
  odp: 'document',
  rtf: 'document',
  dwg: 'document',
} as const satisfies Record<string, UploadCategory>;

/**
 * What the browser's file picker offers (react-dropzone's `accept`), by MIME type and file name extension,
 * with the category the dropzone uses to refuse a mix before anything is sent. The server decides by content.
 */
export const uploadAccept = {
  'image/jpeg': { extensions: ['.jpg', '.jpeg'], category: 'photo' },
  'image/png': { extensions: ['.png'], category: 'photo' },
  'image/gif': { extensions: ['.gif'], category: 'photo' },
  'image/x-canon-cr2': { extensions: ['.cr2'], category: 'photo' },
  'image/x-canon-cr3': { extensions: ['.cr3'], category: 'photo' },
  'image/x-nikon-nef': { extensions: ['.nef'], category: 'photo' },
  'image/x-sony-arw': { extensions: ['.arw'], category: 'photo' },
  'image/x-adobe-dng': { extensions: ['.dng'], category: 'photo' },
  'image/x-olympus-orf': { extensions: ['.orf'], category: 'photo' },
  'image/x-panasonic-rw2': { extensions: ['.rw2'], category: 'photo' },
  'image/x-fujifilm-raf': { extensions: ['.raf'], category: 'photo' },
  'video/mp4': { extensions: ['.mp4'], category: 'file' },
  'video/quicktime': { extensions: ['.mov'], category: 'file' },
  'video/x-msvideo': { extensions: ['.avi'], category: 'file' },
  'video/x-ms-wmv': { extensions: ['.wmv'], category: 'file' },
  'video/x-matroska': { extensions: ['.mkv'], category: 'file' },
  'application/pdf': { extensions: ['.pdf'], category: 'document' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': { extensions: ['.docx'], category: 'document' },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { extensions: ['.xlsx'], category: 'document' },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': { extensions: ['.pptx'], category: 'document' },
  'application/vnd.oasis.opendocument.text': { extensions: ['.odt'], category: 'document' },
  'application/vnd.oasis.opendocument.spreadsheet': { extensions: ['.ods'], category: 'document' },
  'application/vnd.oasis.opendocument.presentation': { extensions: ['.odp'], category: 'document' },
  'application/rtf': { extensions: ['.rtf'], category: 'document' },
  'image/vnd.dwg': { extensions: ['.dwg'], category: 'document' },
} as const satisfies Record<string, { extensions: readonly string[]; category: UploadCategory }>;
