import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import type { UploadStore } from './store';

export type S3Options = {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Where browsers load permanent files (a CDN or the bucket's public address); default `<endpoint>/<bucket>`. */
  publicUrl?: string;
  /** Path-style addresses (`<endpoint>/<bucket>/<key>`), as most S3-compatible servers want. */
  forcePathStyle: boolean;
};

/** A client of the bucket's server; checksums only where S3 demands them (a streamed part of known length needs no trailer). */
export const s3Client = (options: S3Options) =>
  new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

/** S3 refuses parts under 5 MiB, but for the last one, when the upload is made whole. */
const S3_MIN_PART_BYTES = 5 * 1024 * 1024;

/**
 * Uploads in an S3-compatible bucket: a temporary file is a multipart upload whose parts are the chunks
 * (each streamed to S3 as it arrives, by whichever API copy receives it); the upload id and the parts'
 * ETags are kept in the database row. Claiming copies the object server-side.
 */
export function s3UploadStore(options: S3Options): UploadStore {
  const { bucket } = options;
  const client = s3Client(options);
  const publicUrl = (options.publicUrl ?? (options.endpoint ? `${options.endpoint}/${bucket}` : `https://${bucket}.s3.${options.region}.amazonaws.com`)).replace(/\/+$/, '');
  return {
    kind: 's3',
    minPartBytes: S3_MIN_PART_BYTES,
    async begin(key) {
      const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: key }));
      if (!UploadId) throw new Error('S3 answered no upload id');
      return UploadId;
    },
    async writePart(key, { uploadId, index, length }, body) {
      const { ETag } = await client.send(
        new UploadPartCommand({ Bucket: bucket, Key: key, UploadId: uploadId!, PartNumber: index + 1, ContentLength: length, Body: body }),
      );
      return ETag ?? null;
    },
    async finish(key, { uploadId, parts }) {
      await client.send(
        new CompleteMultipartUploadCommand({
          Bucket: bucket,
          Key: key,
          UploadId: uploadId!,
          MultipartUpload: { Parts: parts.map((ETag, i) => ({ ETag, PartNumber: i + 1 })) },
        }),
      );
    },
    async abort(key, uploadId) {
      if (uploadId) await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId })).catch(() => {});
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async copy(from, to) {
      await client.send(new CopyObjectCommand({ Bucket: bucket, Key: to, CopySource: encodeURI(`${bucket}/${from}`) }));
    },
    async put(key, bytes, contentType) {
      // A browser opening the file itself downloads it: an SVG is never a page of the bucket's address.
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: contentType, ContentDisposition: 'attachment' }));
    },
    async read(key) {
      const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Body as Readable;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    url: (key) => `${publicUrl}/${key}`,
    close: () => client.destroy(),
  };
}
