import type { OrderView } from '@carsi/contract';
import { formatTL, variantLabel } from '@carsi/domain';

/** An order's lines and totals, as the payment and thank-you pages show them. */
export function OrderSummary({ order, extraFee }: { order: OrderView; extraFee?: number }) {
  const total = order.totalPrice + (extraFee ?? 0);
  const codFee = order.cashOnDeliveryFee || extraFee || 0;
  return (
    <section className="cart-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="cart-summary__title">
        Sipariş {order.orderNumber}
      </h2>
      <ul className="order-lines">
        {order.orderItems.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never change order; one SKU may appear twice (BOGO)
          <li key={`${item.skuId}-${i}`}>
            <span>
              {item.name} × {item.qty}
              {variantLabel(item) ? (
                <span className="order-lines__variant">{variantLabel(item)}</span>
              ) : null}
            </span>
            <span>{item.price === 0 ? 'Ücretsiz' : formatTL(item.itemsTotalPrice)}</span>
          </li>
        ))}
      </ul>
      <dl className="cart-summary__rows">
        <div>
          <dt>Tutar KDV Hariç</dt>
          <dd>{formatTL(order.itemsPrice)}</dd>
        </div>
        <div>
          <dt>KDV</dt>
          <dd>{formatTL(order.taxPrice)}</dd>
        </div>
        <div>
          <dt>Tutar KDV Dahil</dt>
          <dd>{formatTL(order.itemsPrice + order.taxPrice)}</dd>
        </div>
        <div>
          <dt>Kargo</dt>
          <dd>{order.shippingPrice === 0 ? 'Ücretsiz' : formatTL(order.shippingPrice)}</dd>
        </div>
        {codFee > 0 ? (
          <div>
            <dt>Kapıda ödeme hizmet bedeli</dt>
            <dd>{formatTL(codFee)}</dd>
          </div>
        ) : null}
        <div className="cart-summary__total">
          <dt>Sipariş Toplamı</dt>
          <dd>{formatTL(total)}</dd>
        </div>
      </dl>
    </section>
  );
}
