import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { marketplaceUploadItems, marketplaceUploads, skus } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { MarketplaceContext } from './context';
import { marketplacePollQueue } from './jobs';
import { type MarketplaceCode, MarketplaceError } from './marketplace';

// What became of an upload: the marketplace's result polled per SKU, and the uploads as staff
// see them.

/** How long a batch's result is kept by Trendyol; polling stops after it. */
const RESULT_WINDOW_MS = 4 * 3_600_000;

/** Polling delay after the nth poll: 5 s, 10 s, 20 s … up to 5 minutes. */
export const pollDelaySeconds = (polls: number) => Math.min(300, 5 * 2 ** Math.min(polls, 6));

export interface UploadView {
  uploadId: number;
  productId: number;
  batchRequestId: string | null;
  state: 'queued' | 'sent' | 'completed' | 'failed';
  isUploaded: boolean;
  itemCount: number;
  failedItemCount: number;
  error: string | null;
  createdAt: string;
  sentAt: string | null;
  completedAt: string | null;
  needsFixing: boolean;
  items: {
    barcode: string;
    sku: string | null;
    approval: 'pending' | 'approved' | 'rejected';
    failureReasons: string[];
  }[];
}

/** The polling job: stores the result per SKU; polls again while the batch is in progress. */
export async function pollUpload(
  ctx: MarketplaceContext,
  uploadId: number,
): Promise<'done' | 'again'> {
  const [upload] = await ctx.db
    .select()
    .from(marketplaceUploads)
    .where(eq(marketplaceUploads.id, uploadId));
  if (upload?.state !== 'sent' || !upload.batchRequestId) return 'done';
  const code = upload.marketplace as MarketplaceCode;
  const expired = upload.sentAt && ctx.now().getTime() - upload.sentAt.getTime() > RESULT_WINDOW_MS;
  try {
    const result = await (await ctx.client(code)).uploadResult(upload.batchRequestId);
    await ctx.db.transaction(async (tx) => {
      for (const item of result.items) {
        if (!item.barcode) continue;
        await tx
          .insert(marketplaceUploadItems)
          .values({
            uploadId,
            barcode: item.barcode,
            approval: item.approval,
            failureReasons: item.failureReasons,
            updatedAt: ctx.now(),
          })
          .onConflictDoUpdate({
            target: [marketplaceUploadItems.uploadId, marketplaceUploadItems.barcode],
            set: {
              approval: item.approval,
              failureReasons: item.failureReasons,
              updatedAt: ctx.now(),
            },
          });
      }
      const finished = result.state !== 'pending';
      await tx
        .update(marketplaceUploads)
        .set({
          polls: sql`${marketplaceUploads.polls} + 1`,
          itemCount: result.itemCount,
          failedItemCount: result.failedItemCount,
          ...(finished
            ? {
                state: result.state === 'failed' ? 'failed' : 'completed',
                completedAt: ctx.now(),
                error: null,
              }
            : {}),
        })
        .where(eq(marketplaceUploads.id, uploadId));
    });
    if (result.state !== 'pending') return 'done';
  } catch (error) {
    if (!(error instanceof MarketplaceError)) throw error;
    if (!error.retryable || expired) {
      await ctx.db
        .update(marketplaceUploads)
        .set({
          state: 'failed',
          error: expired ? 'Sonuç pazaryerinde artık tutulmuyor (4 saat geçti).' : error.message,
          completedAt: ctx.now(),
        })
        .where(eq(marketplaceUploads.id, uploadId));
      return 'done';
    }
  }
  if (expired) {
    await ctx.db
      .update(marketplaceUploads)
      .set({
        state: 'failed',
        error: 'Sonuç 4 saat içinde tamamlanmadı.',
        completedAt: ctx.now(),
      })
      .where(eq(marketplaceUploads.id, uploadId));
    return 'done';
  }
  await ctx.jobs.send(
    marketplacePollQueue,
    { uploadId },
    { startAfterSeconds: pollDelaySeconds(upload.polls + 1) },
  );
  return 'again';
}

/** Uploads still waiting for a result whose poll job may have been lost (sweep). */
export async function openUploads(ctx: MarketplaceContext): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: marketplaceUploads.id })
    .from(marketplaceUploads)
    .where(eq(marketplaceUploads.state, 'sent'));
  return rows.map((r) => r.id);
}

export async function uploadViews(ctx: MarketplaceContext, ids: number[]) {
  const views = new Map<number, UploadView>();
  if (ids.length === 0) return views;
  const [rows, items] = await Promise.all([
    ctx.db.select().from(marketplaceUploads).where(inArray(marketplaceUploads.id, ids)),
    ctx.db
      .select({ item: marketplaceUploadItems, sku: skus.sku })
      .from(marketplaceUploadItems)
      .leftJoin(skus, eq(skus.id, marketplaceUploadItems.skuId))
      .where(inArray(marketplaceUploadItems.uploadId, ids))
      .orderBy(asc(marketplaceUploadItems.barcode)),
  ]);
  for (const row of rows)
    views.set(row.id, {
      uploadId: row.id,
      productId: row.productId,
      batchRequestId: row.batchRequestId,
      state: row.state as UploadView['state'],
      isUploaded: row.isUploaded,
      itemCount: row.itemCount,
      failedItemCount: row.failedItemCount,
      error: row.error,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      completedAt: row.completedAt?.toISOString() ?? null,
      needsFixing:
        row.state === 'failed' ||
        items.some((i) => i.item.uploadId === row.id && i.item.approval === 'rejected'),
      items: items
        .filter((i) => i.item.uploadId === row.id)
        .map(({ item, sku }) => ({
          barcode: item.barcode,
          sku: sku ?? null,
          approval: item.approval as 'pending' | 'approved' | 'rejected',
          failureReasons: item.failureReasons,
        })),
    });
  return views;
}

/** The spec's result call: by batch id and product (the latest upload when the batch id is left out). */
export async function uploadResult(
  ctx: MarketplaceContext,
  code: MarketplaceCode,
  productId: number,
  batchRequestId?: string,
) {
  const conditions = [
    eq(marketplaceUploads.marketplace, code),
    eq(marketplaceUploads.productId, productId),
  ];
  if (batchRequestId) conditions.push(eq(marketplaceUploads.batchRequestId, batchRequestId));
  const [row] = await ctx.db
    .select({ id: marketplaceUploads.id, state: marketplaceUploads.state })
    .from(marketplaceUploads)
    .where(and(...conditions))
    .orderBy(desc(marketplaceUploads.id))
    .limit(1);
  if (!row) throw notFound('Bu ürün için gönderim bulunamadı.');
  // A result still pending is asked for now (the staff are looking at it).
  // A failed ask is logged; the stored state is shown and the polling job tries again.
  if (row.state === 'sent')
    await pollUpload(ctx, row.id).catch((error: unknown) =>
      ctx.log?.warn({ err: error, uploadId: row.id }, 'marketplace result poll failed'),
    );
  return (await uploadViews(ctx, [row.id])).get(row.id)!;
}
