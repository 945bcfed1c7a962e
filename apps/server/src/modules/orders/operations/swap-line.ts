import {
  basketItemIdsOf,
  DomainError,
  formatTL,
  PARTIAL_CANCEL_TEXTS,
  SWAP_LINE_TEXTS,
  swapLine,
  variantLabel,
} from '@carsi/domain';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { type OrderItemSnapshot, orders, products, skus } from '../../../db/schema';
import { AppError, notFound } from '../../../http/errors';
import { priceLines } from '../../pricing/index';
import type { OrderRow } from '../order-view';
import { orderLineSnapshot } from '../place-order';
import { reserveStock, restoreStock } from '../stock';
import {
  conflict,
  type OperationRequest,
  type OrderOperationDeps,
  runOrderOperation,
  updateOrder,
} from './run';

export interface SwapLineInput {
  /** The order line (0-based, as stored) and how many of its units change. */
  line: number;
  qty: number;
  /** The same product's other size or colour. */
  skuId: number;
  reason: string;
}

const variantOf = (item: OrderItemSnapshot) => variantLabel(item) || 'tek seçenek';

/** A refused swap names the field it is about, as every 400 does. */
function refused(error: DomainError): AppError {
  if (error.code === 'ORDER_LINE_NOT_FOUND')
    return new AppError(404, error.code, error.message, [
      { field: 'body.line', message: error.message },
    ]);
  const field = ['ORDER_SWAP_SAME_SKU', 'ORDER_SWAP_OTHER_PRODUCT'].includes(error.code)
    ? 'body.skuId'
    : error.code === 'ORDER_SWAP_FREE_LINE'
      ? 'body.line'
      : 'body.qty';
  return new AppError(400, error.code, error.message, [{ field, message: error.message }]);
}

/**
 * Changing a line's size or colour before packing, for the calls customer service
 * gets: the units of the old SKU go back on the shelf, the new SKU's are taken (409 when there
 * are not enough), and the difference is settled by how the order is paid:
 * - cash on delivery: the courier collects the new total (the fee stays as it was);
 * - card: a cheaper choice refunds the difference to the card (an item refund of the old line's
 *   basket item, retried as a job); a dearer one is refused, since the card cannot be charged
 *   again without the shopper.
 * Only a settled order (CONFIRMED: paid or cash on delivery) that is not packed can change.
 */
export function swapOrderLine(
  deps: OrderOperationDeps,
  request: OperationRequest,
  input: SwapLineInput,
) {
  return runOrderOperation(deps, request, 'swap-line', async (tx, row, now) => {
    if (row.orderStatus === 'NEW') throw conflict('ORDER_NOT_SETTLED', SWAP_LINE_TEXTS.notSettled);
    if (row.orderStatus !== 'CONFIRMED' || row.packedAt !== null)
      throw conflict('ORDER_NOT_EDITABLE', SWAP_LINE_TEXTS.notEditable);
    const old = row.items[input.line];
    if (!old)
      throw refused(new DomainError('ORDER_LINE_NOT_FOUND', PARTIAL_CANCEL_TEXTS.lineNotFound));
    // The new SKU at its regular price now (no visitor's time-limited discount applies).
    const [priced] = await priceLines(tx, [
      { indexId: 0, skuId: input.skuId, qty: input.qty, free: false },
    ]);
    if (!priced) throw notFound('Seçilen beden veya renk satışta değil.');
    let swapped: ReturnType<typeof swapLine<OrderItemSnapshot, OrderRow>>;
    try {
      swapped = swapLine(row.items, row, input, orderLineSnapshot(priced, 0));
    } catch (error) {
      if (error instanceof DomainError) throw refused(error);
      throw error;
    }
    const paidByCard = row.paymentStatus === 'PAID' && row.paymentId !== null;
    if (paidByCard && swapped.difference > 0)
      throw conflict(
        'ORDER_SWAP_NEEDS_PAYMENT',
        SWAP_LINE_TEXTS.cardPaysMore(formatTL(swapped.difference)),
      );
    const oldBasketItem = basketItemIdsOf(row.items)[input.line];
    if (paidByCard && oldBasketItem) swapped.added.basketItemId = oldBasketItem;

    await restoreStock(tx, [{ ...old, qty: input.qty }]);
    await reserveStock(tx, [swapped.added]);
    await updateOrder(
      tx,
      row,
      {
        items: swapped.items,
        itemsPrice: swapped.money.itemsPrice,
        taxPrice: swapped.money.taxPrice,
        totalPrice: swapped.money.totalPrice,
      },
      now,
    );
    let after: (() => Promise<void>) | undefined;
    if (paidByCard && swapped.difference < 0 && oldBasketItem) {
      const recorded = await deps.refunds.recordLines(tx, row, [
        { basketItemId: oldBasketItem, line: input.line, qty: 0, amount: -swapped.difference },
      ]);
      after = () => deps.refunds.refundLines(recorded);
    }
    const what = `${input.qty} adet ${old.name}: ${variantOf(old)} → ${variantOf(swapped.added)}.`;
    const settlement =
      swapped.difference === 0
        ? 'Fiyat farkı yok.'
        : paidByCard
          ? `Fark ${formatTL(-swapped.difference)} için kart iadesi başlatıldı.`
          : `Yeni sipariş tutarı ${formatTL(swapped.money.totalPrice)} (fark ${swapped.difference > 0 ? '+' : '−'}${formatTL(Math.abs(swapped.difference))}).`;
    return {
      message: `Ürün değiştirildi: ${what} ${settlement}`,
      reason: input.reason,
      data: {
        line: input.line,
        qty: input.qty,
        fromSkuId: old.skuId,
        toSkuId: swapped.added.skuId,
        difference: swapped.difference,
        refunded: paidByCard && swapped.difference < 0,
      },
      ...(after ? { after } : {}),
    };
  });
}

/** The line's product's other sellable SKUs (sizes, colours), in the catalogue's order. */
export async function swapOptions(db: Database, orderId: string, line: number) {
  const [row] = await db.select({ items: orders.items }).from(orders).where(eq(orders.id, orderId));
  if (!row) throw notFound('Sipariş bulunamadı.');
  const item = row.items[line];
  if (!item)
    throw new AppError(404, 'ORDER_LINE_NOT_FOUND', PARTIAL_CANCEL_TEXTS.lineNotFound, [
      { field: 'query.line', message: PARTIAL_CANCEL_TEXTS.lineNotFound },
    ]);
  const options = await db
    .select({
      skuId: skus.id,
      sku: skus.sku,
      size: skus.size,
      color: skus.color,
      price: skus.price,
      countInStock: skus.countInStock,
    })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(
      and(
        eq(skus.productId, item.productId),
        eq(skus.isActive, true),
        eq(products.isActive, true),
        ne(skus.id, item.skuId),
      ),
    )
    .orderBy(asc(skus.position), asc(skus.id));
  return { options };
}
