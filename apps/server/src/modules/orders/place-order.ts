import type { CreateOrderBody } from '@carsi/contract';
import {
  cartTotals,
  EMPTY_CART_TEXT,
  lineAmounts,
  orderStatusMachine,
  SHIPPING_COUNTRY,
  STANDARD_SHIPPING_FEE_KURUS,
  shippingPriceFor,
  splitVatIncluded,
  spreadCartDiscount,
} from '@carsi/domain';
import { eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { carts, type OrderItemSnapshot, orderStatusChanges, orders } from '../../db/schema';
import { AppError } from '../../http/errors';
import { defineWorkflow } from '../../workflows/workflow';
import { notifyAdmins } from '../admin-notifications/index';
import { CartService, usableBy } from '../cart/index';
import { firstVisitOf } from '../identity/index';
import { type PricedLine, priceCart, priceLines } from '../pricing/index';
import { type CartCodes, orderCodeRefused, redeemCodes } from '../promotions/index';
import { newOrderId, newOrderNumber } from './order-ids';
import type { checkOrderInput } from './order-input';
import type { OrderRow } from './order-view';
import { actorOf, type StatusActor } from './status-log';
import { reserveStock } from './stock';
import { parseUserAgent } from './user-agent';

/** How long an order's stock is held while nobody has chosen or completed a payment. */
export const PAYMENT_HOLD_MINUTES = 30;

export const emptyCart = () => new AppError(409, 'EMPTY_CART', EMPTY_CART_TEXT);

export interface PlaceOrderContext {
  /** The order's transaction: every step below runs in it. */
  tx: Database;
  cartId: string;
  owner: StatusActor & { visitorId?: string | null };
  body: CreateOrderBody;
  checked: ReturnType<typeof checkOrderInput>;
  idempotencyKey: string | null;
  ip: string;
  userAgent: string | undefined;
  now: Date;
  /** Set by `price-cart`. */
  priced?: {
    items: OrderItemSnapshot[];
    itemsPrice: number;
    taxPrice: number;
    payableAmount: number;
    /** The cart's discount codes, as checked when the order is placed. */
    codes: CartCodes;
    /** The appeal of the first line priced by a landing campaign (null without one). */
    campaignAppeal: string | null;
  };
  /** Set by `record-order`. */
  order?: OrderRow;
}

/**
 * What brought the order in (converterAppeal): what checkout says, else the appeal of the
 * campaign the first campaign line sells at (its urlExt when it has none); null when neither.
 */
function converterAppealOf(
  body: Pick<CreateOrderBody, 'converterAppeal'>,
  campaignAppeal: string | null,
): string | null {
  return body.converterAppeal || campaignAppeal || null;
}

/** A sold line; `discount` is its share of a cart-wide discount (spreadCartDiscount). */
export function orderLineSnapshot(line: PricedLine, discount: number): OrderItemSnapshot {
  return {
    skuId: line.skuNumber,
    productId: line.productId,
    sku: line.sku,
    name: line.name,
    target: line.target,
    type: line.type,
    size: line.size,
    color: line.color,
    image: line.image?.key ?? null,
    qty: line.qty,
    price: line.price,
    priceForOne: line.priceForOne,
    priceGap: line.priceGap ?? 0,
    vat: line.vat,
    productUnit: line.productUnit,
    itemsTotalPrice: lineAmounts(line).gross,
    ...(discount > 0 ? { discount } : {}),
  };
}

/**
 * Placing an order from the cart, in one transaction that holds the cart's row lock:
 *
 *   price-cart     the prices the cart shows now (time-limited discounts included)
 *   reserve-stock  conditional decrements, SKUs in id order: never oversells   ↔ restore stock
 *   record-order   the order (NEW, stock held for PAYMENT_HOLD_MINUTES) and its status record
 *   empty-cart     the cart is empty once its lines became the order
 *
 * A failure in any step rolls the transaction back, which undoes the steps before it. Once
 * placed, the order's stock goes back by `releaseOrder` (release.ts): when the payment hold
 * runs out (the hold-release job), when the shopper deletes the unpaid order, or when an admin
 * cancels it (operations/cancel-whole.ts) — the undo of reserve-stock, idempotent by
 * stockReleasedAt. The card payment that follows is its own workflow (checkout/pay-by-card.ts).
 */
export const placeOrderWorkflow = defineWorkflow<PlaceOrderContext>({
  name: 'place-order',
  steps: [
    {
      name: 'price-cart',
      async run(context) {
        const { tx, cartId, owner, now } = context;
        const [cart] = await tx
          .select({ ...getTableColumns(carts), firstVisit: firstVisitOf(owner.visitorId ?? null) })
          .from(carts)
          .where(eq(carts.id, cartId));
        // A customer's cart orders only for that customer (an old cookie on a shared computer).
        const mine = cart && usableBy(cart, owner.customerId ?? null);
        const paid = mine
          ? await priceLines(tx, cart.items, {
              firstVisitTime: cart.firstVisit.getTime(),
              nowMs: now.getTime(),
            })
          : [];
        if (paid.length === 0) throw emptyCart();
        // Priced as the cart is (pricing/price-cart.ts): the campaign gift rides along as a
        // free line, and the cart's discount codes are checked again now for this phone: one
        // that no longer holds refuses the order (the shopper sees the price change first).
        const { lines, codes } = await priceCart(tx, cartId, paid, now.getTime(), {
          phone: context.checked.phone,
          customerId: owner.customerId ?? null,
        });
        const notice = codes.notices[0];
        if (notice) throw orderCodeRefused(notice.code, notice.refusal, notice.message);
        // The surprise discount the server granted the cart (promotions/surprise.ts).
        const totals = cartTotals(lines, cart?.surpriseDiscount ?? 0);
        // A cart-wide discount is spread over the lines, and each line's VAT is split out of
        // what is left of it, so itemsPrice + taxPrice is exactly what the goods cost. The
        // codes' per-line shares come off first.
        const spread = spreadCartDiscount(lines, totals.surpriceDiscount);
        const amounts = spread.map((line, i) => {
          const byCode = codes.applied.perLine[i] ?? 0;
          if (byCode === 0) return line;
          const { gross, net, vat } = splitVatIncluded(
            Math.max(0, line.gross - byCode),
            lines[i]!.vat,
          );
          return { discount: line.discount + byCode, gross, net, vat };
        });
        context.priced = {
          items: lines.map((line, i) => orderLineSnapshot(line, amounts[i]?.discount ?? 0)),
          itemsPrice: amounts.reduce((sum, line) => sum + line.net, 0),
          taxPrice: amounts.reduce((sum, line) => sum + line.vat, 0),
          payableAmount: Math.max(0, totals.payableAmount - codes.applied.total),
          codes,
          campaignAppeal: lines.find((line) => line.campaign)?.campaign?.appeal ?? null,
        };
      },
    },
    {
      name: 'reserve-stock',
      run: ({ tx, priced }) => reserveStock(tx, priced!.items),
    },
    {
      name: 'record-order',
      async run(context) {
        const { tx, priced, checked, body, now } = context;
        const { items, itemsPrice, taxPrice, payableAmount, campaignAppeal } = priced!;
        const shippingPrice = shippingPriceFor(payableAmount, STANDARD_SHIPPING_FEE_KURUS);
        const [row] = await tx
          .insert(orders)
          .values({
            id: newOrderId(),
            orderNumber: newOrderNumber(now),
            cartId: context.cartId,
            customerId: context.owner.customerId ?? null,
            idempotencyKey: context.idempotencyKey,
            orderPhone: checked.phone,
            items,
            itemsPrice,
            taxPrice,
            shippingPrice,
            totalPrice: payableAmount + shippingPrice,
            deliveryContact: { ...body.deliveryContact, phone: checked.phone, ip: context.ip },
            shippingAddress: { ...body.shippingAddress, country: SHIPPING_COUNTRY },
            individualInvoice: checked.individualInvoice,
            companyInvoice: checked.companyInvoice,
            userAnalytics: parseUserAgent(context.userAgent),
            converterAppeal: converterAppealOf(body, campaignAppeal),
            holdExpiresAt: new Date(now.getTime() + PAYMENT_HOLD_MINUTES * 60_000),
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await tx.insert(orderStatusChanges).values({
          orderId: row!.id,
          fromStatus: null,
          toStatus: orderStatusMachine.initial,
          actor: actorOf(context.owner),
          reason: 'Sipariş oluşturuldu',
          at: now,
        });
        // The staff's notifications: committed with the order, or not at all.
        await notifyAdmins(tx, {
          kind: 'order-new',
          title: `Yeni sipariş: ${row!.orderNumber}`,
          body: `${row!.orderNumber} numaralı sipariş alındı (${row!.items.length} kalem).`,
          orderRef: row!.id,
          data: { orderNumber: row!.orderNumber, totalPrice: row!.totalPrice },
        });
        context.order = row!;
      },
    },
    {
      // Each code's use is counted here, in the order's transaction (promotions/cart-codes.ts).
      name: 'redeem-codes',
      run: ({ tx, cartId, priced, order, checked, owner, now }) =>
        redeemCodes(tx, {
          cartId,
          orderId: order!.id,
          phone: checked.phone,
          customerId: owner.customerId ?? null,
          codes: priced!.codes,
          now,
        }),
    },
    {
      name: 'empty-cart',
      run: ({ tx, cartId }) => CartService.empty(tx, cartId),
    },
  ],
  // Every step shares the order's transaction: the rollback is their undo, none can fail.
  async undoFailed({ error }) {
    throw error;
  },
});
