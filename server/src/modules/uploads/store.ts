import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes go: a file on disk (the default) or an S3-compatible bucket (S3_BUCKET set), so that
 * API copies behind one balancer share uploads. A temporary file is written part by part (one part per
 * chunk of POST /temp-files, possibly by different copies), made whole by `finish`, and copied to its
 * permanent key when a record claims it. Parts stream through: no part is held in memory whole.
 */
export type UploadStore = {
  kind: 'disk' | 's3';
  /** The smallest part but the last (S3 refuses smaller ones when the upload is made whole). */
  minPartBytes: number;
  /** The bytes still free where the parts are written (the disk's; a bucket has no such floor). */
  freeBytes?: () => Promise<number>;
  /** Starts the bytes of a new file; answers the S3 multipart upload id (none on disk). */
  begin: (key: string) => Promise<string | null>;
  /** Writes exactly `length` bytes of `body` as part `index` at `offset`; answers the part's ETag (S3). */
  writePart: (key: string, part: { uploadId: string | null; index: number; offset: number; length: number }, body: Readable) => Promise<string | null>;
  /** Makes the parts one object. */
  finish: (key: string, upload: { uploadId: string | null; parts: string[] }) => Promise<void>;
  /** Drops an unfinished upload's parts. */
  abort: (key: string, uploadId: string | null) => Promise<void>;
  copy: (from: string, to: string) => Promise<void>;
  /** Stores a small file the API made (a group's cleaned icon) under `key`, served as `contentType`. */
  put: (key: string, bytes: Buffer, contentType: string) => Promise<void>;
  read: (key: string) => Promise<Readable>;
  remove: (key: string) => Promise<void>;
  /** The absolute URL a browser loads a permanent file at. */
  url: (key: string) => string;
  /** Lets go of connections (the API is closing). */
  close: () => void;
};
