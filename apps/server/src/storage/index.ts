import type { Config } from '../config';
import { LocalDiskStore } from './local';
import type { ObjectStore } from './object-store';

/**
 * The image store the configuration asks for: the S3 bucket when set, else the uploads folder.
 * The AWS SDK (tens of MB once loaded) is loaded only for the bucket.
 */
export async function createImageStore(
  config: Pick<Config, 's3' | 'uploadsDir'>,
): Promise<ObjectStore> {
  if (!config.s3) return new LocalDiskStore(config.uploadsDir);
  const { S3Store } = await import('./s3');
  return new S3Store(config.s3);
}

export { LocalDiskStore } from './local';
export {
  assertValidKey,
  contentTypeOf,
  type ObjectStore,
  StorageUnavailableError,
  type StoredObject,
} from './object-store';
export { registerBucketUploads } from './serve';
