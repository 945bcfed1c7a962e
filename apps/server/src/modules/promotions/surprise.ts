import {
  cartUsableBy,
  HOUR_MS,
  SURPRISE_DISCOUNT_MAX_HOURS,
  surpriseDiscountOffer,
} from '@carsi/domain';
import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { carts, orders, visitors } from '../../db/schema';
import { AppError } from '../../http/errors';
import { priceLines } from '../catalogue/index';
import { firstVisitOf } from '../identity/index';

/** Turkish refusals of the surprise (extra) discount. */
export const SURPRISE_TEXTS = {
  noVisitor:
    'Sürpriz indirim için ziyaretçi kaydınız bulunamadı; sayfayı yenileyip tekrar deneyin.',
  emptyCart: 'Sürpriz indirim için sepetinizde ürün olmalıdır.',
  stopped: 'Sepetinizden ürün çıkardığınız için sürpriz indirim artık geçerli değil.',
  already: 'Sürpriz indirim size daha önce gösterildi; yalnızca bir kez kullanılabilir.',
  notFirstOrder: 'Sürpriz indirim yalnızca ilk siparişinizde geçerlidir.',
  expired: `Sürpriz indirim ilk ziyaretinizden sonraki ${SURPRISE_DISCOUNT_MAX_HOURS} saat içinde geçerlidir.`,
} as const;

const refuse = (code: string, message: string) => new AppError(409, code, message);

export interface SurpriseClaimer {
  cartId: string | null;
  customerId: string | null;
  visitorId: string | null;
}

/**
 * Grants the surprise discount to the visitor's cart: ceil(first item's
 * unit price / 20) TL, offered once per visitor, within 36 h of the first visit the server knows
 * (the cart's and the visitor's, as time-limited prices count), only before any order (NOTYET)
 * and never after a line was removed (stopDiscount). In one transaction that locks the cart and
 * the visitor record: the visitor is marked shown and the cart stores the amount, which the cart
 * and the order then take off (`surpriceDiscount`). Returns the amount; every refusal writes
 * nothing.
 */
export async function claimSurpriseDiscount(
  db: Database,
  who: SurpriseClaimer,
  now: Date,
): Promise<number> {
  const { cartId, visitorId } = who;
  if (!visitorId) throw refuse('SURPRISE_NO_VISITOR', SURPRISE_TEXTS.noVisitor);
  if (!cartId) throw refuse('EMPTY_CART', SURPRISE_TEXTS.emptyCart);
  return db.transaction(async (tx) => {
    const [cart] = await tx
      .select({
        items: carts.items,
        customerId: carts.customerId,
        surpriseDiscount: carts.surpriseDiscount,
        discountStopped: carts.discountStopped,
        firstVisit: firstVisitOf(visitorId),
      })
      .from(carts)
      .where(eq(carts.id, cartId))
      .for('update');
    if (!cart || !cartUsableBy(cart, who.customerId)) {
      throw refuse('EMPTY_CART', SURPRISE_TEXTS.emptyCart);
    }
    const [visitor] = await tx
      .select()
      .from(visitors)
      .where(eq(visitors.id, visitorId))
      .for('update');
    if (!visitor) throw refuse('SURPRISE_NO_VISITOR', SURPRISE_TEXTS.noVisitor);
    if (cart.discountStopped) throw refuse('SURPRISE_STOPPED', SURPRISE_TEXTS.stopped);
    if (cart.surpriseDiscount > 0 || visitor.isExtraDiscountShown)
      throw refuse('SURPRISE_ALREADY_SHOWN', SURPRISE_TEXTS.already);
    const mine = [
      eq(orders.cartId, cartId),
      ...(who.customerId ? [eq(orders.customerId, who.customerId)] : []),
    ];
    const [earlier] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(or(...mine)))
      .limit(1);
    if (earlier) throw refuse('SURPRISE_NOT_FIRST_ORDER', SURPRISE_TEXTS.notFirstOrder);
    const firstVisitTime = cart.firstVisit.getTime();
    if (now.getTime() - firstVisitTime > SURPRISE_DISCOUNT_MAX_HOURS * HOUR_MS)
      throw refuse('SURPRISE_EXPIRED', SURPRISE_TEXTS.expired);
    const lines = await priceLines(tx, cart.items, { firstVisitTime, nowMs: now.getTime() });
    const first = lines.find((line) => line.price > 0);
    const amount = surpriseDiscountOffer(
      {
        pendingState: 'NOTYET',
        firstVisitTime,
        nowMs: now.getTime(),
        alreadyShown: false,
        stopDiscount: false,
      },
      first?.price,
    );
    if (amount === null) throw refuse('EMPTY_CART', SURPRISE_TEXTS.emptyCart);
    await tx
      .update(visitors)
      .set({ isExtraDiscountShown: true, lastSeenAt: now })
      .where(eq(visitors.id, visitorId));
    await tx.update(carts).set({ surpriseDiscount: amount }).where(eq(carts.id, cartId));
    return amount;
  });
}
