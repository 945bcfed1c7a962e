import type { Readable } from 'node:stream';
import {
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import {
  assertValidKey,
  type ObjectStore,
  StorageUnavailableError,
  type StoredObject,
} from './object-store';

export interface S3StoreOptions {
  /** Milliseconds to open the connection (default 3 s). */
  connectionTimeout?: number;
  /** Milliseconds a request may wait for the store's answer before it fails (default 5 s). */
  requestTimeout?: number;
  /** Tries per request, the first included (default 2). */
  maxAttempts?: number;
}

/**
 * Objects in an S3-compatible bucket through the AWS SDK (AWS S3, Cloudflare R2, MinIO…).
 * Short timeouts and one retry: a page waits on these, so a dead store fails fast.
 */
export class S3Store implements ObjectStore {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3Config, options: S3StoreOptions = {}) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      credentials: {
        accessKeyId: config.accessKeyId,
        secretAccessKey: config.secretAccessKey,
      },
      maxAttempts: options.maxAttempts ?? 2,
      requestHandler: {
        connectionTimeout: options.connectionTimeout ?? 3_000,
        requestTimeout: options.requestTimeout ?? 5_000,
        // Without it the SDK only warns and the request (and the page) waits on.
        throwOnRequestTimeout: true,
      },
      // Checksums only where S3 demands them: several S3-compatible stores reject the SDK's
      // newer default trailers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertValidKey(key);
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
        }),
      );
    } catch (error) {
      throw unavailable(error, `storing ${key}`);
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    assertValidKey(key);
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      if (!answer.Body) return null;
      return {
        body: answer.Body as Readable,
        contentType: answer.ContentType ?? 'application/octet-stream',
        length: answer.ContentLength,
        etag: answer.ETag,
        lastModified: answer.LastModified,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw unavailable(error, `reading ${key}`);
    }
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}

function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404;
}

/** 503 when the store gave no answer (or said 503), 502 for any other error answer. */
function unavailable(error: unknown, doing: string): StorageUnavailableError {
  const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return new StorageUnavailableError(
    `S3 ${doing} failed${status ? ` (HTTP ${status})` : ''}: ${reason}`,
    status === undefined || status === 503 ? 503 : 502,
    { cause: error },
  );
}
