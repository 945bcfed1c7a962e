import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useStorefrontPersonal } from '../../identity/personal';
import { PendingOrderBanner } from './PendingOrderBanner';
import { UnpaidOrdersBanner } from './UnpaidOrdersBanner';

/**
 * Pages that show these banners themselves, with their actions (the cart: "Siparişime Ekle"),
 * or where they would get in the way (paying, the bank's way back).
 */
const OWN_BANNERS = ['/sepet', '/odeme-adimi-2/2', '/odeme-sonucu'];

/**
 * The pending-order and unpaid-orders banners on every storefront page,
 * from the visitor's personal parts (GET /api/storefront/personal): catalogue pages come from
 * the shared HTML cache, so the banners are filled in after load. Closing the unpaid banner
 * keeps it closed (keepMessageClosed); deleting an order removes it from the banner.
 */
export function StorefrontBanners() {
  const personal = useStorefrontPersonal();
  const { pathname } = useLocation();
  const [deleted, setDeleted] = useState<string[]>([]);
  if (!personal || OWN_BANNERS.some((path) => pathname.startsWith(path))) return null;
  const unpaid = personal.unpaidOrders.filter((order) => !deleted.includes(order.orderId));
  const pending = personal.pendingOrder;
  if (!pending && unpaid.length === 0) return null;
  return (
    <div className="container storefront-banners">
      {pending ? (
        <>
          <PendingOrderBanner orderNumber={pending.orderNumber} />
          <Link to="/sepet" className="storefront-banners__link">
            Sepete git
          </Link>
        </>
      ) : null}
      <UnpaidOrdersBanner
        orders={unpaid}
        onDeleted={(orderId) => setDeleted((ids) => [...ids, orderId])}
      />
    </div>
  );
}
