import type { Config } from '../config';
import { LocalDiskStore } from './local';
import type { ObjectStore } from './object-store';
import { S3Store } from './s3';

/** The image store the configuration asks for: the S3 bucket when set, else the uploads folder. */
export function createImageStore(config: Pick<Config, 's3' | 'uploadsDir'>): ObjectStore {
  return config.s3 ? new S3Store(config.s3) : new LocalDiskStore(config.uploadsDir);
}

export { LocalDiskStore } from './local';
export {
  assertValidKey,
  contentTypeOf,
  type ObjectStore,
  StorageUnavailableError,
  type StoredObject,
} from './object-store';
export { S3Store, type S3StoreOptions } from './s3';
export { registerBucketUploads } from './serve';
