import {
  acceptsFreeGoods,
  checkFreeGoodsAdd,
  FREE_GOODS_OVER_ALLOCATION_MESSAGE,
  useFreeGoods,
} from '@carsi/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  type WholesaleOrderLine,
  wholesaleFreeGoodsLedger,
  wholesaleOrders,
  wholesaleProfiles,
} from '../../../db/schema';
import { reserveStock } from '../../orders/index';
import { ensureProfile } from '../account';
import { pricedSkus } from '../catalogue';
import { wholesaleErrors } from '../errors';
import { ownOrder } from '../order-queries';
import { lockOrder, lockProfile, statusOf } from './run';

/**
 * Free goods (mal fazlası) attached to an open order of the account, within its balance: the
 * domain's free-goods rules decide each line (a cut or a block is refused with the rule's message),
 * stock is taken, the ledger records the use and the rest carries over.
 */
export async function addFreeGoods(
  db: Database,
  accountId: string,
  input: { id: string; freeGoods: { skuId: number; qty: number }[] },
  now: Date,
) {
  await ensureProfile(db, accountId);
  await db.transaction(async (tx) => {
    const profile = await lockProfile(tx, accountId);
    if (!profile) throw wholesaleErrors.accountNotFound();
    const order = await lockOrder(tx, input.id);
    if (!order || order.accountId !== accountId) throw wholesaleErrors.orderNotFound();
    if (!acceptsFreeGoods(statusOf(order))) {
      throw wholesaleErrors.freeGoodsClosed();
    }
    const priced = await pricedSkus(
      tx as Database,
      profile,
      input.freeGoods.map((line) => line.skuId),
      now.getTime(),
    );
    const allocation = profile.freeGoodsAllocation;
    if (allocation <= 0) throw wholesaleErrors.overAllocation(FREE_GOODS_OVER_ALLOCATION_MESSAGE);
    let cartTotal = 0;
    const lines: WholesaleOrderLine[] = [];
    for (const wanted of input.freeGoods) {
      const product = priced.get(wanted.skuId);
      if (!product) throw wholesaleErrors.notAvailable(`${wanted.skuId} numaralı ürün`);
      const decision = checkFreeGoodsAdd({
        allocation,
        cartTotal,
        unitPrice: product.price,
        qty: wanted.qty,
        unit: product.productUnit,
      });
      if (decision.kind === 'blocked' || decision.kind === 'reduced') {
        throw wholesaleErrors.overAllocation(decision.message);
      }
      cartTotal += product.price * wanted.qty;
      lines.push({
        skuId: product.skuId,
        sku: product.sku,
        name: product.name,
        image: product.image,
        qty: wanted.qty,
        productUnit: product.productUnit,
        price: 0,
        vat: product.vat,
        value: product.price,
        free: true,
      });
    }
    await reserveStock(
      tx as Database,
      lines.map((line) => ({ skuId: line.skuId, qty: line.qty, name: line.name })),
    );
    const balance = useFreeGoods(allocation, cartTotal);
    await tx.insert(wholesaleFreeGoodsLedger).values({
      accountId,
      orderId: order.id,
      kind: 'used',
      amount: -cartTotal,
      balanceAfter: balance,
    });
    await tx
      .update(wholesaleProfiles)
      .set({ freeGoodsAllocation: balance, updatedAt: sql`now()` })
      .where(eq(wholesaleProfiles.accountId, accountId));
    await tx
      .update(wholesaleOrders)
      .set({
        freeItems: [...order.freeItems, ...lines],
        freeGoodsUsed: order.freeGoodsUsed + cartTotal,
        updatedAt: sql`now()`,
      })
      .where(eq(wholesaleOrders.id, order.id));
  });
  const order = await ownOrder(db, accountId, input.id);
  return {
    order,
    freeGoodsAllocation: order.freeGoodsAllocation,
    message:
      order.freeGoodsAllocation > 0
        ? 'Mal fazlası siparişinize eklendi. Kalan mal fazlası tutarı bir sonraki siparişinize aktarıldı.'
        : 'Mal fazlası siparişinize eklendi.',
  };
}
