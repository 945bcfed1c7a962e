import { vatAmount } from '@carsi/domain';
import type { PaymentBasketItem } from '../../integrations/iyzico';
import type { OrderRow } from '../orders/order-view';

/**
 * iyzico's basket: one item per paid line at its VAT-included amount, plus shipping. The items
 * add up to the order's total exactly, because line VAT is rounded per line as in the cart.
 */
export function basketOf(order: OrderRow): PaymentBasketItem[] {
  const items: PaymentBasketItem[] = order.items
    .filter((item) => item.price > 0)
    .map((item, index) => ({
      id: `${item.sku}-${index + 1}`,
      name: item.name.slice(0, 100),
      category1: 'Ev Tekstili',
      itemType: 'PHYSICAL',
      price: item.itemsTotalPrice + vatAmount(item.itemsTotalPrice, item.vat),
    }));
  if (order.shippingPrice > 0) {
    items.push({
      id: 'KARGO',
      name: 'Kargo',
      category1: 'Kargo',
      itemType: 'VIRTUAL',
      price: order.shippingPrice,
    });
  }
  return items;
}
