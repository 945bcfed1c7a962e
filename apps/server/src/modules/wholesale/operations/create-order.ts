import { randomInt } from 'node:crypto';
import {
  earnFreeGoods,
  extraGoodsBonus,
  initialWholesaleOrderStatus,
  isMinimumReached,
  offeredPaymentMethods,
  orderMinimumMessage,
  paymentPlan,
  type WholesalePaymentMethod,
  wholesaleCartTotals,
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
import { addressOf, ensureProfile } from '../account';
import { priceCart, unitsOf } from '../cart';
import { wholesaleErrors } from '../errors';
import { ownOrder } from '../order-queries';
import { lockProfile, statusEvent } from './run';

const newOrderNumber = () => `T${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

/**
 * createWholeSaleOrder, in one transaction holding the account's profile row: the cart
 * id must still be the account's (a second tab ordering the same cart waits for the lock, then
 * finds the id retired: one order); the VAT-excluded total must reach level one; the payment
 * method must be allowed; stock is taken with retail's no-oversell rule; the level's free
 * goods go into the ledger; the cart is emptied under a new id.
 */
export async function createOrder(
  db: Database,
  accountId: string,
  input: { cartId: string; paymentMethod: WholesalePaymentMethod; addressId: string; ip: string },
  now: Date,
) {
  await ensureProfile(db, accountId);
  const orderId = await db.transaction(async (tx) => {
    const profile = await lockProfile(tx, accountId);
    if (!profile) throw wholesaleErrors.accountNotFound();
    if (profile.cartId !== input.cartId) throw wholesaleErrors.cartAlreadyOrdered();
    const limits = profile.limits;
    if (!limits || limits.purchaseLevelOne.amount <= 0) throw wholesaleErrors.noLimits();
    const method = offeredPaymentMethods(profile.allowedPaymentMethods).find(
      (offered) => offered.method === input.paymentMethod,
    );
    if (!method) throw wholesaleErrors.paymentMethodNotAllowed();
    const address = await addressOf(tx as Database, accountId, input.addressId);
    const { items, missing } = await priceCart(
      tx as Database,
      profile,
      profile.cartItems,
      now.getTime(),
    );
    if (missing.length > 0) throw wholesaleErrors.notAvailable(`${missing[0]} numaralı ürün`);
    if (items.length === 0) throw wholesaleErrors.emptyCart();
    const totals = wholesaleCartTotals(items);
    if (!isMinimumReached(totals.totalPrice, limits)) {
      throw wholesaleErrors.belowLevelOne(
        orderMinimumMessage(totals.totalPrice, limits) ?? 'Sipariş alt limitine ulaşılmadı.',
      );
    }
    const lines: WholesaleOrderLine[] = items.map((item) => ({
      skuId: Number(item.skuId),
      sku: item.sku,
      name: item.name,
      image: item.image ?? null,
      qty: item.qty,
      productUnit: item.productUnit,
      price: item.price,
      vat: item.vat,
    }));
    const bogo: WholesaleOrderLine[] = items.flatMap((item) =>
      item.freeProducts.map((free) => ({
        skuId: Number(item.skuId),
        sku: free.sku,
        name: free.name,
        image: item.image ?? null,
        qty: free.qty,
        productUnit: free.productUnit,
        price: 0,
        vat: item.vat,
        value: 0,
        free: true,
      })),
    );
    await reserveStock(
      tx as Database,
      items.map((item) => ({ skuId: Number(item.skuId), qty: unitsOf(item), name: item.name })),
    );
    const earned = extraGoodsBonus(totals.totalPrice, limits);
    const plan = paymentPlan(totals.totalWithVat, method, now.getTime());
    const status = initialWholesaleOrderStatus(input.paymentMethod);
    const [order] = await tx
      .insert(wholesaleOrders)
      .values({
        orderNumber: newOrderNumber(),
        accountId,
        cartId: input.cartId,
        status,
        paymentMethod: input.paymentMethod,
        paymentTerm: method.paymentTerm,
        downPaymentPercentage: method.downPaymentPercentage,
        items: lines,
        freeItems: bogo,
        price: totals.totalPrice,
        taxPrice: totals.taxPrice,
        totalPrice: totals.totalWithVat,
        downPayment: plan.downPayment,
        dueAt: method.paymentTerm > 0 ? new Date(plan.dueAt) : null,
        freeGoodsEarned: earned,
        deliveryAddress: {
          title: address.title,
          contactName: address.contactName,
          phone: address.phone,
          address: address.address,
          province: address.province,
          district: address.district,
        },
        ip: input.ip,
        statusHistory: [statusEvent(status, 'customer', accountId)],
      })
      .returning({ id: wholesaleOrders.id });
    if (!order) throw wholesaleErrors.orderNotFound();
    const balance = earnFreeGoods(profile.freeGoodsAllocation, earned);
    if (earned > 0) {
      await tx.insert(wholesaleFreeGoodsLedger).values({
        accountId,
        orderId: order.id,
        kind: 'earned',
        amount: earned,
        balanceAfter: balance,
      });
    }
    await tx
      .update(wholesaleProfiles)
      .set({
        cartItems: [],
        cartId: sql`gen_random_uuid()::text`,
        freeGoodsAllocation: balance,
        updatedAt: sql`now()`,
      })
      .where(eq(wholesaleProfiles.accountId, accountId));
    return order.id;
  });
  const order = await ownOrder(db, accountId, orderId);
  return {
    order,
    orderNumber: order.orderNumber,
    freeGoodsAllocation: order.freeGoodsAllocation,
    message: `${order.orderNumber} numaralı siparişiniz alındı.`,
  };
}
