/**
 * The pending-order banner: an earlier order is settled and not packed yet, so
 * what the shopper adds now joins it with the add-on discount and no second shipping fee.
 */
export function PendingOrderBanner({ orderNumber }: { orderNumber: string }) {
  return (
    <div className="notice pending-order-banner" role="status" data-testid="pending-order">
      <p>
        <strong>{orderNumber}</strong> numaralı siparişiniz henüz paketlenmedi. Şimdi eklediğiniz
        ürünler bu siparişe eklenir: ürün başına 5 TL indirim, ikinci kargo ücreti yok.
      </p>
    </div>
  );
}
