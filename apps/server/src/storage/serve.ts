import { errorCodes } from '@carsi/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { LocalDiskStore } from './local';
import { type ObjectStore, StorageUnavailableError, type StoredObject } from './object-store';

/** Keys are random and never rewritten, so a variant may be cached for good. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** What fastify-static says for the rest of /uploads (the demo seed's drawings on disk). */
const ONE_DAY = 'public, max-age=86400';
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const VARIANT = /\.(webp|avif)$/;

function sendObject(reply: FastifyReply, object: StoredObject, cacheControl: string) {
  reply.header('content-type', object.contentType).header('cache-control', cacheControl);
  if (object.length !== undefined) reply.header('content-length', object.length);
  if (object.etag) reply.header('etag', object.etag);
  if (object.lastModified) reply.header('last-modified', object.lastModified.toUTCString());
  const ifNoneMatch = reply.request.headers['if-none-match'];
  if (object.etag && ifNoneMatch?.split(/\s*,\s*/).includes(object.etag)) {
    object.body.destroy();
    reply.removeHeader('content-length');
    return reply.status(304).send();
  }
  return reply.send(object.body);
}

/**
 * With images in a bucket, the server answers /uploads/products/* itself: the file from the
 * uploads folder when it is there (the demo seed writes its drawings to disk), else the WebP or
 * AVIF variant streamed from the store with its ETag and an immutable cache header. Only
 * `products/` is reachable: originals are never served. A store that fails or does not answer
 * in time is logged with the key and answered 502/503, never a 404.
 */
export function registerBucketUploads(
  app: FastifyInstance,
  { store, uploadsDir }: { store: ObjectStore; uploadsDir: string },
): void {
  const disk = new LocalDiskStore(uploadsDir);
  app.get('/uploads/products/*', async (request, reply) => {
    const name = (request.params as { '*': string })['*'];
    if (!FILE_NAME.test(name)) return reply.callNotFound();
    const key = `products/${name}`;
    const onDisk = await disk.get(key);
    if (onDisk) return sendObject(reply, onDisk, ONE_DAY);
    if (!VARIANT.test(name)) return reply.callNotFound();
    let object: StoredObject | null;
    try {
      object = await store.get(key);
    } catch (error) {
      if (!(error instanceof StorageUnavailableError)) throw error;
      request.log.error({ err: error, key }, 'image storage did not answer');
      return reply
        .status(error.status)
        .header('cache-control', 'no-store')
        .header('retry-after', '30')
        .send({
          message: 'Görsel şu anda alınamıyor, lütfen biraz sonra tekrar deneyin.',
          code: errorCodes.unavailable,
        });
    }
    if (!object) return reply.callNotFound();
    return sendObject(reply, object, IMMUTABLE);
  });
}
