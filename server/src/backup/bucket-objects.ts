import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { Config } from '../config/env';
import { s3Client, s3OptionsOf } from '../modules/uploads';

/**
 * Every object of S3_BUCKET with its size, by key. The upload store (modules/uploads/store-s3.ts) reads and writes
 * objects but has no listing: a client of the same settings lists them.
 */
export async function bucketObjects(config: Config & { S3_BUCKET: string }): Promise<{ key: string; size: number }[]> {
  const client = s3Client(s3OptionsOf(config));
  try {
    const objects: { key: string; size: number }[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: config.S3_BUCKET, ContinuationToken: token }));
      for (const object of page.Contents ?? []) objects.push({ key: object.Key!, size: object.Size ?? 0 });
      token = page.NextContinuationToken;
    } while (token);
    return objects.sort((a, b) => (a.key < b.key ? -1 : 1));
  } finally {
    client.destroy();
  }
}
