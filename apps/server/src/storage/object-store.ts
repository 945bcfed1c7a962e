import type { Readable } from 'node:stream';

/** One stored object as `get` hands it back: a stream to send on, and what to say about it. */
export interface StoredObject {
  body: Readable;
  contentType: string;
  /** Bytes, when the store knows. */
  length: number | undefined;
  /** Quoted entity tag, when the store has one (S3 always does). */
  etag: string | undefined;
  lastModified: Date | undefined;
}

/**
 * Where uploaded images live: keys are `products/{name}-{width}.{webp|avif}` for the variants
 * the shop serves and `originals/{name}.{format}` for the private originals.
 */
export interface ObjectStore {
  readonly kind: 'local' | 's3';
  /** Writes the object whole; keys are random and never rewritten. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none; throws StorageUnavailableError when unreachable. */
  get(key: string): Promise<StoredObject | null>;
  close(): Promise<void>;
}

/** The store could not be asked (network, timeout) or answered with an error (5xx, denied). */
export class StorageUnavailableError extends Error {
  constructor(
    message: string,
    /** 503: no answer (network, timeout, the store's own 503); 502: an error answer. */
    public readonly status: 502 | 503,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Keys are relative, slash-separated, without `..` or empty segments. */
export function assertValidKey(key: string): void {
  if (
    !/^[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(key) ||
    key.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')
  ) {
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  }
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  png: 'image/png',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  tiff: 'image/tiff',
  heif: 'image/heif',
};

/** The content type for a file name's extension (octet-stream when unknown). */
export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
