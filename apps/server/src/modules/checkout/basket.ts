import { basketItemIdsOf, SHIPPING_BASKET_ITEM } from '@carsi/domain';
import type { PaymentBasketItem } from '../../integrations/iyzico';
import type { OrderRow } from '../orders/index';

/**
 * iyzico's basket: one item per paid line at its VAT-included line total (the shelf prices the
 * shopper saw) less the line's share of a cart-wide discount, plus shipping. iyzico rejects a
 * basket whose items do not add up to the charged price, and items priced 0, so a line the
 * discount took entirely is left out and a mismatch is refused here, before any provider call.
 * The items are numbered by basketItemIdsOf, which the item refunds read too.
 */
export function basketOf(order: OrderRow): PaymentBasketItem[] {
  const ids = basketItemIdsOf(order.items);
  const items: PaymentBasketItem[] = order.items.flatMap((item, line) => {
    const id = ids[line];
    const price = item.itemsTotalPrice - (item.discount ?? 0);
    if (!id || price <= 0) return [];
    const name = item.name.slice(0, 100);
    return [{ id, name, category1: 'Ev Tekstili', itemType: 'PHYSICAL' as const, price }];
  });
  if (order.shippingPrice > 0) {
    items.push({
      id: SHIPPING_BASKET_ITEM,
      name: 'Kargo',
      category1: 'Kargo',
      itemType: 'VIRTUAL',
      price: order.shippingPrice,
    });
  }
  const sum = items.reduce((total, item) => total + item.price, 0);
  if (sum !== order.totalPrice) {
    throw new Error(`basket of order ${order.id} adds up to ${sum}, not ${order.totalPrice}`);
  }
  return items;
}
