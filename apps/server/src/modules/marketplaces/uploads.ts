import type { ListingProblem } from '@carsi/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { marketplaceSkuMatches, marketplaceUploadItems, marketplaceUploads } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { MarketplaceContext } from './context';
import { marketplaceErrorCodes } from './errors';
import { marketplacePollQueue, marketplaceUploadQueue } from './jobs';
import { prepareListing } from './listing';
import { type MarketplaceCode, MarketplaceError } from './marketplace';
import { productDetail } from './products';
import { pollDelaySeconds, uploadViews } from './upload-results';

// Sending products: each checked, queued as one upload (batch) a product, and sent by the job
// with prices and stock as they are then; and taking back what the marketplace has not approved.

/** Checks each product and queues the ready ones; one upload (batch) per product. */
export async function queueUploads(
  ctx: MarketplaceContext,
  code: MarketplaceCode,
  productIds: number[],
  actor: string,
) {
  const queued: { productId: number; uploadId: number }[] = [];
  const refused: { productId: number; problems: ListingProblem[] }[] = [];
  for (const productId of [...new Set(productIds)]) {
    const { problems } = await prepareListing(ctx, code, productId);
    if (problems.length > 0) {
      refused.push({ productId, problems });
      continue;
    }
    const [open] = await ctx.db
      .select({ id: marketplaceUploads.id })
      .from(marketplaceUploads)
      .where(
        and(
          eq(marketplaceUploads.marketplace, code),
          eq(marketplaceUploads.productId, productId),
          eq(marketplaceUploads.state, 'queued'),
        ),
      );
    if (open) {
      queued.push({ productId, uploadId: open.id });
      continue;
    }
    const [row] = await ctx.db
      .insert(marketplaceUploads)
      .values({ marketplace: code, productId, createdBy: actor })
      .returning({ id: marketplaceUploads.id });
    await ctx.jobs.send(
      marketplaceUploadQueue,
      { uploadId: row!.id },
      { singletonKey: `upload-${row!.id}` },
    );
    queued.push({ productId, uploadId: row!.id });
  }
  return { queued, refused };
}

/** Queues one product; its problems are refused as field errors (400), never sent. */
export async function queueUpload(
  ctx: MarketplaceContext,
  code: MarketplaceCode,
  productId: number,
  actor: string,
) {
  const { queued, refused } = await queueUploads(ctx, code, [productId], actor);
  if (refused.length > 0)
    throw new AppError(
      422,
      marketplaceErrorCodes.checkFailed,
      `Ürün gönderilemez: ${refused[0]!.problems.length} sorun var.`,
      refused[0]!.problems.map((p) => ({ field: p.field, message: p.message })),
    );
  const uploadId = queued[0]!.uploadId;
  return (await uploadViews(ctx, [uploadId])).get(uploadId)!;
}

/** The upload job: builds the listing now (prices and stock as they are) and sends it. */
export async function sendUpload(ctx: MarketplaceContext, uploadId: number): Promise<void> {
  const [upload] = await ctx.db
    .select()
    .from(marketplaceUploads)
    .where(eq(marketplaceUploads.id, uploadId));
  if (upload?.state !== 'queued') return;
  const code = upload.marketplace as MarketplaceCode;
  const fail = async (message: string) => {
    await ctx.db
      .update(marketplaceUploads)
      .set({ state: 'failed', error: message, completedAt: ctx.now() })
      .where(eq(marketplaceUploads.id, uploadId));
  };
  const { listing, problems } = await prepareListing(ctx, code, upload.productId);
  if (problems.length > 0) return fail(`Gönderilmedi: ${problems.map((p) => p.message).join(' ')}`);
  try {
    const client = await ctx.client(code);
    const { batchId } = await client.upload([listing]);
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(marketplaceUploads)
        .set({
          state: 'sent',
          batchRequestId: batchId,
          isUploaded: true,
          sentAt: ctx.now(),
          itemCount: listing.items.length,
          error: null,
        })
        .where(eq(marketplaceUploads.id, uploadId));
      const skuIds = new Map(
        (
          await tx
            .select({
              barcode: marketplaceSkuMatches.barcode,
              skuId: marketplaceSkuMatches.skuId,
            })
            .from(marketplaceSkuMatches)
            .where(
              and(
                eq(marketplaceSkuMatches.marketplace, code),
                eq(marketplaceSkuMatches.productId, upload.productId),
              ),
            )
        ).map((r) => [r.barcode, r.skuId]),
      );
      await tx
        .insert(marketplaceUploadItems)
        .values(
          listing.items.map((i) => ({
            uploadId,
            barcode: i.barcode,
            skuId: skuIds.get(i.barcode) ?? null,
          })),
        )
        .onConflictDoNothing();
    });
    await ctx.jobs.send(
      marketplacePollQueue,
      { uploadId },
      { startAfterSeconds: pollDelaySeconds(0) },
    );
  } catch (error) {
    if (error instanceof MarketplaceError && !error.retryable) return fail(error.message);
    // Limits and outages: the job's own retries send it again later.
    await ctx.db
      .update(marketplaceUploads)
      .set({ error: error instanceof Error ? error.message : String(error) })
      .where(eq(marketplaceUploads.id, uploadId));
    throw error;
  }
}

/** Removes a product's SKUs the marketplace has not approved (pending or refused ones). */
export async function removePending(
  ctx: MarketplaceContext,
  code: MarketplaceCode,
  productId: number,
) {
  const view = await productDetail(ctx, code, productId);
  const barcodes = (view.upload?.items ?? [])
    .filter((i) => i.approval !== 'approved')
    .map((i) => i.barcode);
  if (barcodes.length === 0)
    throw new AppError(
      409,
      'MARKETPLACE_NOTHING_PENDING',
      'Bu üründe onay bekleyen ya da reddedilen varyant yok.',
    );
  const { batchId } = await (await ctx.client(code)).removePending(barcodes);
  if (view.upload)
    await ctx.db
      .delete(marketplaceUploadItems)
      .where(
        and(
          eq(marketplaceUploadItems.uploadId, view.upload.uploadId),
          inArray(marketplaceUploadItems.barcode, barcodes),
        ),
      );
  return {
    batchRequestId: batchId,
    removed: barcodes,
    message: `${barcodes.length} varyant pazaryerinden kaldırılması için gönderildi.`,
  };
}
