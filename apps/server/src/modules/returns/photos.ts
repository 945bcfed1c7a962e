import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { RETURN_PHOTO_MAX_BYTES, RETURN_PHOTOS_MAX } from '@carsi/contract';
import { normalizeTrMobile, RETURN_TEXTS } from '@carsi/domain';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, returnPhotos } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { defineQueue, type JobQueue } from '../../jobs';
import { consumePostLimit } from '../catalogue/index';

const HOUR = 60 * 60_000;
/** A photo no return names within this long was never filed: the cleanup job removes it. */
export const UNFILED_RETURN_PHOTO_MS = 24 * HOUR;

const TYPES = {
  'image/jpeg': {
    ext: 'jpg',
    magic: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  'image/png': {
    ext: 'png',
    magic: (b: Buffer) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  'image/webp': {
    ext: 'webp',
    magic: (b: Buffer) =>
      b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
  },
} as const;

const notAnImage = () =>
  new AppError(
    400,
    'VALIDATION_FAILED',
    'Yalnızca fotoğraf yükleyebilirsiniz (JPEG, PNG veya WebP).',
    [{ field: 'body.data', message: 'Yalnızca fotoğraf yükleyebilirsiniz (JPEG, PNG veya WebP).' }],
  );

export const RETURN_PHOTO_TEXTS = {
  tooMany: `Bir iadeye en çok ${RETURN_PHOTOS_MAX} fotoğraf eklenebilir.`,
  unknown: 'Fotoğraflardan biri bulunamadı ya da süresi doldu; lütfen yeniden yükleyin.',
} as const;

/**
 * Return photos: each belongs to the order whose delivery phone the uploader gave —
 * the same proof that starts the return — and waits, unfiled, for the return that names it.
 * At most RETURN_PHOTOS_MAX unfiled photos per order (each at most RETURN_PHOTO_MAX_BYTES); a
 * file is an image by its content, never by its name. Photos no return names within a day are
 * deleted, file and row, by the `return-photo-cleanup` job.
 */
export class ReturnPhotos {
  constructor(
    private readonly db: Database,
    private readonly uploadsDir: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async add(
    input: { orderId: string; phone: string; contentType: keyof typeof TYPES; data: string },
    ip: string,
  ): Promise<string> {
    await consumePostLimit(this.db, 'return-photo', ip, { max: 40, windowMs: HOUR });
    const bytes = Buffer.from(input.data, 'base64');
    if (bytes.length === 0) throw notAnImage();
    if (bytes.length > RETURN_PHOTO_MAX_BYTES) {
      throw new AppError(413, 'PHOTO_TOO_LARGE', 'Fotoğraf en çok 700 KB olabilir.');
    }
    const type = TYPES[input.contentType];
    if (!type.magic(bytes)) throw notAnImage();
    const name = `${randomBytes(12).toString('base64url')}.${type.ext}`;
    const file = path.join(this.uploadsDir, 'returns', name);
    const url = `/uploads/returns/${name}`;
    await this.db.transaction(async (tx) => {
      // The order row is locked so two uploads at once cannot both take the last place.
      const [order] = await tx
        .select({ id: orders.id, phone: orders.orderPhone })
        .from(orders)
        .where(eq(orders.id, input.orderId))
        .for('update');
      if (!order || normalizeTrMobile(input.phone) !== order.phone)
        throw notFound(RETURN_TEXTS.notFound);
      const [waiting] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(returnPhotos)
        .where(and(eq(returnPhotos.orderId, order.id), isNull(returnPhotos.returnId)));
      if ((waiting?.n ?? 0) >= RETURN_PHOTOS_MAX)
        throw new AppError(409, 'RETURN_PHOTOS_LIMIT', RETURN_PHOTO_TEXTS.tooMany);
      await tx.insert(returnPhotos).values({
        path: url,
        orderId: order.id,
        bytes: bytes.length,
        createdAt: this.now(),
      });
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes, { flag: 'wx' });
    });
    return url;
  }

  /** Files the order's waiting photos under its new return; refuses any it does not know. */
  async file(tx: Database, orderId: string, returnId: string, paths: string[]): Promise<void> {
    if (paths.length === 0) return;
    const filed = await tx
      .update(returnPhotos)
      .set({ returnId })
      .where(
        and(
          eq(returnPhotos.orderId, orderId),
          isNull(returnPhotos.returnId),
          inArray(returnPhotos.path, paths),
        ),
      )
      .returning({ path: returnPhotos.path });
    if (filed.length !== new Set(paths).size) {
      throw new AppError(400, 'VALIDATION_FAILED', RETURN_PHOTO_TEXTS.unknown, [
        { field: 'body.photos', message: RETURN_PHOTO_TEXTS.unknown },
      ]);
    }
  }

  /** Deletes photos no return named within a day (row first, then the file). */
  async removeUnfiled(): Promise<number> {
    const before = new Date(this.now().getTime() - UNFILED_RETURN_PHOTO_MS);
    const gone = await this.db
      .delete(returnPhotos)
      .where(and(isNull(returnPhotos.returnId), lt(returnPhotos.createdAt, before)))
      .returning({ path: returnPhotos.path });
    for (const photo of gone) {
      await rm(path.join(this.uploadsDir, 'returns', path.basename(photo.path)), { force: true });
    }
    return gone.length;
  }
}

/** Every hour, once across all server processes: unfiled return photos older than a day go. */
export const returnPhotoCleanupQueue = defineQueue({
  name: 'return-photo-cleanup',
  retryLimit: 2,
  retryDelaySeconds: 60,
});

export async function scheduleReturnPhotoCleanup(
  jobs: JobQueue,
  photos: ReturnPhotos,
): Promise<void> {
  await jobs.work(returnPhotoCleanupQueue, async () => {
    await photos.removeUnfiled();
  });
  await jobs.schedule(returnPhotoCleanupQueue, '17 * * * *');
}
