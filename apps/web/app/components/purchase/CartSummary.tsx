import type { CartView } from '@carsi/contract';
import { formatTL } from '@carsi/domain';

/** Cart summary: Toplam Ürün, Tutar KDV Hariç, Tutar KDV Dahil, plus shipping. */
export function CartSummary({ cart }: { cart: CartView }) {
  const { totals } = cart;
  return (
    <section className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="cart-summary__title">
        Sepet Özeti
      </h2>
      <dl className="cart-summary__rows">
        <div>
          <dt>Toplam Ürün</dt>
          <dd>{totals.totalQty}</dd>
        </div>
        <div>
          <dt>Tutar KDV Hariç</dt>
          <dd>{formatTL(totals.totalAmount)}</dd>
        </div>
        <div>
          <dt>Tutar KDV Dahil</dt>
          <dd>{formatTL(totals.totalAmountWithVat)}</dd>
        </div>
        {cart.discountCodes.map((applied) => (
          <div key={applied.code}>
            <dt>İndirim ({applied.code})</dt>
            <dd>−{formatTL(applied.amount)}</dd>
          </div>
        ))}
        {cart.surpriceDiscount > 0 ? (
          <div>
            <dt>Sürpriz İndirim</dt>
            <dd data-testid="surprise-row">−{formatTL(cart.surpriceDiscount)}</dd>
          </div>
        ) : null}
        {cart.codeDiscount > 0 || cart.surpriceDiscount > 0 ? (
          <div>
            <dt>İndirimli Tutar</dt>
            <dd data-testid="payable-amount">{formatTL(cart.payableAmount ?? 0)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Kargo</dt>
          <dd>{cart.shippingPrice === 0 ? 'Ücretsiz' : formatTL(cart.shippingPrice)}</dd>
        </div>
      </dl>
      <p className="cart-summary__shipping" role="status">
        {cart.items.length === 0
          ? `${formatTL(cart.freeShippingThreshold)} ve üzeri siparişlerde kargo ücretsiz.`
          : cart.remainingForFreeShipping > 0
            ? `Ücretsiz kargo için ${formatTL(cart.remainingForFreeShipping)} daha ürün ekleyin (${formatTL(cart.freeShippingThreshold)} ve üzeri kargo bedava).`
            : 'Kargo bedava!'}
      </p>
    </section>
  );
}
