import type { Config } from '../../config/env';
import type { Storage } from '../../lib/storage';
import { diskUploadStore } from './store-disk';
import { s3UploadStore } from './store-s3';
import type { UploadStore } from './store';

/** The bucket when S3_BUCKET is set, else the disk under UPLOAD_DIR (the storage served at /storage/). */
export function createUploadStore(config: Config, storage: Storage): UploadStore {
  if (!config.S3_BUCKET) return diskUploadStore(storage);
  return s3UploadStore({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    publicUrl: config.S3_PUBLIC_URL,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}
