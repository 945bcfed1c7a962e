import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxProvider } from '../index';

/** One object the stand-in holds. */
export interface S3SandboxObject {
  body: Buffer;
  contentType: string;
  /** Quoted, as S3 sends it: `"<md5 hex>"`. */
  etag: string;
  lastModified: Date;
}

export type S3FailureMode = 'server-error' | 'unavailable' | 'access-denied' | 'timeout';
const failureModes: S3FailureMode[] = ['server-error', 'unavailable', 'access-denied', 'timeout'];

/** The stand-in's buckets, in memory; any bucket name exists once it is used. */
export class S3Buckets {
  private readonly buckets = new Map<string, Map<string, S3SandboxObject>>();
  private failure: { mode: S3FailureMode; remaining: number } | null = null;

  put(bucket: string, key: string, body: Buffer, contentType: string): S3SandboxObject {
    const object = {
      body,
      contentType,
      etag: `"${createHash('md5').update(body).digest('hex')}"`,
      lastModified: new Date(),
    };
    let objects = this.buckets.get(bucket);
    if (!objects) {
      objects = new Map();
      this.buckets.set(bucket, objects);
    }
    objects.set(key, object);
    return object;
  }

  get(bucket: string, key: string): S3SandboxObject | undefined {
    return this.buckets.get(bucket)?.get(key);
  }

  /** Keys of one bucket, sorted. */
  keys(bucket: string): string[] {
    return [...(this.buckets.get(bucket)?.keys() ?? [])].sort();
  }

  /** Every bucket with its objects (key, size, type), for a person or a test. */
  list(): { bucket: string; objects: { key: string; size: number; contentType: string }[] }[] {
    return [...this.buckets.keys()].sort().map((bucket) => ({
      bucket,
      objects: this.keys(bucket).map((key) => {
        const object = this.get(bucket, key)!;
        return { key, size: object.body.length, contentType: object.contentType };
      }),
    }));
  }

  clear(): void {
    this.buckets.clear();
    this.failure = null;
  }

  /** The next `times` requests fail this way (null: stop failing). */
  failNext(mode: S3FailureMode | null, times = 1): void {
    this.failure = mode ? { mode, remaining: times } : null;
  }

  takeFailure(): S3FailureMode | null {
    if (!this.failure) return null;
    const { mode } = this.failure;
    this.failure.remaining -= 1;
    if (this.failure.remaining <= 0) this.failure = null;
    return mode;
  }
}

const xmlEscape = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** S3's error answer: an XML `<Error>` body (none for HEAD, as S3 does). */
function s3Error(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  resource?: string,
) {
  const requestId = randomBytes(8).toString('hex').toUpperCase();
  reply.status(status).header('x-amz-request-id', requestId);
  if (request.method === 'HEAD') return reply.send();
  return reply
    .header('content-type', 'application/xml')
    .send(
      `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message>${
        resource ? `<Key>${xmlEscape(resource)}</Key>` : ''
      }<RequestId>${requestId}</RequestId></Error>`,
    );
}

/** SigV4 is checked for shape only: any `AWS4-HMAC-SHA256 Credential=…` header passes. */
const isSigned = (authorization: string | undefined) =>
  /^AWS4-HMAC-SHA256 Credential=[^/\s]+\/\d{8}\/[^/]+\/s3\/aws4_request, ?SignedHeaders=[^,]+, ?Signature=[0-9a-f]{64}$/.test(
    authorization ?? '',
  );

/** `aws-chunked` bodies (streaming SigV4): `<hex size>;chunk-signature=…\r\n<data>\r\n`… */
function decodeAwsChunked(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < body.length) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = Number.parseInt(body.subarray(at, lineEnd).toString('latin1').split(';')[0]!, 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/**
 * Stand-in for an S3-compatible object store, mounted at /__sandbox/s3 (or on a port of its own
 * for tests): path-style PutObject, GetObject and HeadObject on `/{bucket}/{key}`, objects kept
 * in memory. Requests must carry a SigV4 Authorization header (its signature is not checked);
 * answers carry ETag, Content-Type and Content-Length, and a missing key is a 404 with S3's
 * `NoSuchKey` XML body. GET /__sandbox/s3/ lists the objects (JSON); POST
 * /__sandbox/s3/control `{ failNext, times }` arms failures (500, 503, 403 or a hang).
 */
export function s3Sandbox(
  buckets = new S3Buckets(),
  options: { hangMs?: number } = {},
): SandboxProvider & { buckets: S3Buckets } {
  const hangMs = options.hangMs ?? 15_000;
  return {
    name: 's3',
    description: 'S3-compatible object store (path-style Put/Get/HeadObject) — in memory',
    buckets,
    register(app: FastifyInstance) {
      // Object bodies are whatever bytes were sent, whatever their content type.
      app.removeAllContentTypeParsers();
      app.addContentTypeParser(
        '*',
        { parseAs: 'buffer', bodyLimit: 64 * 1024 * 1024 },
        (_r, body, done) => done(null, body),
      );

      /** Failures and the signature check every object request goes through; true: answered. */
      const refused = async (request: FastifyRequest, reply: FastifyReply, key: string) => {
        const failure = buckets.takeFailure();
        if (failure === 'timeout') {
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, hangMs);
            request.socket.once('close', () => {
              clearTimeout(timer);
              resolve();
            });
          });
          if (!reply.sent) s3Error(request, reply, 500, 'InternalError', 'Gave up waiting.', key);
          return true;
        }
        if (failure === 'server-error') {
          s3Error(request, reply, 500, 'InternalError', 'We encountered an internal error.', key);
          return true;
        }
        if (failure === 'unavailable') {
          s3Error(request, reply, 503, 'SlowDown', 'Please reduce your request rate.', key);
          return true;
        }
        if (failure === 'access-denied' || !isSigned(request.headers.authorization)) {
          s3Error(request, reply, 403, 'AccessDenied', 'Access Denied', key);
          return true;
        }
        return false;
      };

      const target = (request: FastifyRequest) => {
        const params = request.params as { bucket: string; '*': string };
        return { bucket: params.bucket, key: params['*'] };
      };

      const answerObject = async (request: FastifyRequest, reply: FastifyReply) => {
        const { bucket, key } = target(request);
        if (await refused(request, reply, key)) return reply;
        const object = buckets.get(bucket, key);
        if (!object) {
          return s3Error(
            request,
            reply,
            404,
            'NoSuchKey',
            'The specified key does not exist.',
            key,
          );
        }
        reply
          .header('content-type', object.contentType)
          .header('content-length', object.body.length)
          .header('etag', object.etag)
          .header('last-modified', object.lastModified.toUTCString())
          .header('accept-ranges', 'bytes');
        return request.method === 'HEAD' ? reply.send() : reply.send(object.body);
      };

      // HEAD before GET, so Fastify does not derive one from the GET route.
      app.head('/:bucket/*', answerObject);
      app.get('/:bucket/*', answerObject);

      app.put('/:bucket/*', async (request, reply) => {
        const { bucket, key } = target(request);
        if (await refused(request, reply, key)) return reply;
        if (!key) return s3Error(request, reply, 400, 'InvalidRequest', 'A key is required.');
        let body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (String(request.headers['x-amz-content-sha256'] ?? '').startsWith('STREAMING-')) {
          body = decodeAwsChunked(body);
        }
        const contentType =
          String(request.headers['content-type'] ?? '') || 'application/octet-stream';
        const stored = buckets.put(bucket, key, body, contentType);
        return reply.header('etag', stored.etag).send();
      });

      app.get('/', async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return { buckets: buckets.list() };
      });

      app.post('/control', async (request, reply) => {
        const body = (request.body ?? {}) as { failNext?: unknown; times?: unknown };
        let parsed: unknown = body;
        if (Buffer.isBuffer(body)) {
          try {
            parsed = JSON.parse(body.toString('utf8') || '{}');
          } catch {
            return reply.status(400).send({ message: 'body must be JSON' });
          }
        }
        const { failNext, times } = (parsed ?? {}) as { failNext?: unknown; times?: unknown };
        const mode = failNext === null || failNext === undefined ? null : failNext;
        const count = typeof times === 'number' && times > 0 ? Math.floor(times) : 1;
        if (mode !== null && !failureModes.includes(mode as S3FailureMode)) {
          return reply
            .status(400)
            .send({ message: `failNext must be one of ${failureModes.join(', ')} or null` });
        }
        buckets.failNext(mode as S3FailureMode | null, count);
        return { failNext: mode, times: count };
      });
    },
  };
}
