import type { Config } from '../../config/env';
import type { Storage } from '../../lib/storage';
import { diskUploadStore } from './store-disk';
import { s3UploadStore, type S3Options } from './store-s3';
import type { UploadStore } from './store';

/** The bucket's settings of a configuration with S3_BUCKET. */
export const s3OptionsOf = (config: Config & { S3_BUCKET: string }): S3Options => ({
  bucket: config.S3_BUCKET,
  endpoint: config.S3_ENDPOINT,
  region: config.S3_REGION,
  accessKeyId: config.S3_ACCESS_KEY_ID,
  secretAccessKey: config.S3_SECRET_ACCESS_KEY,
  publicUrl: config.S3_PUBLIC_URL,
  forcePathStyle: config.S3_FORCE_PATH_STYLE,
});

/** The bucket when S3_BUCKET is set, else the disk under UPLOAD_DIR (the storage served at /storage/). */
export function createUploadStore(config: Config, storage: Storage): UploadStore {
  return config.S3_BUCKET ? s3UploadStore(s3OptionsOf({ ...config, S3_BUCKET: config.S3_BUCKET })) : diskUploadStore(storage);
}
