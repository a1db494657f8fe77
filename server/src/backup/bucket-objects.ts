import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../config/env';

/**
 * Every object of S3_BUCKET with its size, by key. The upload store (modules/uploads/store-s3.ts) reads and writes
 * objects but has no listing: this client is built from the same variables for that alone.
 */
export async function bucketObjects(config: Config): Promise<{ key: string; size: number }[]> {
  const client = new S3Client({
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
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
