import type { UnpaidOrderSummary } from '@carsi/contract';
import { formatTL } from '@carsi/domain';
import { useEffect, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { call, resultOf } from '../../api/call';

/** The local-storage key that keeps the banner closed. */
const KEEP_CLOSED = 'keepMessageClosed';

/**
 * The unpaid-orders banner: shown while the visitor has orders nobody paid for;
 * closing stores the keep-closed flag, deleting cancels that order and frees its stock.
 */
export function UnpaidOrdersBanner({
  orders,
  onDeleted,
}: {
  orders: UnpaidOrderSummary[];
  /** Where the list does not come from the page's loader (StorefrontBanners): drop it here. */
  onDeleted?: (orderId: string) => void;
}) {
  const [closed, setClosed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const revalidator = useRevalidator();

  useEffect(() => {
    setClosed(window.localStorage.getItem(KEEP_CLOSED) === 'true');
  }, []);

  if (orders.length === 0 || closed) return null;

  const remove = async (orderId: string) => {
    setBusy(orderId);
    setError(null);
    const result = await resultOf(
      call('DELETE /api/orders/orderdelete/:id', { params: { id: orderId } }),
    );
    setBusy(null);
    if (!result.ok) setError(result.message);
    else if (onDeleted) onDeleted(orderId);
    else revalidator.revalidate();
  };

  return (
    <section className="unpaid-banner" aria-labelledby="unpaid-banner-title">
      <div className="unpaid-banner__head">
        <h2 id="unpaid-banner-title">Ödenmemiş siparişiniz var</h2>
        <button
          type="button"
          className="unpaid-banner__close"
          title="Kapat"
          aria-label="Kapat"
          onClick={() => {
            window.localStorage.setItem(KEEP_CLOSED, 'true');
            setClosed(true);
          }}
        >
          ×
        </button>
      </div>
      <ul>
        {orders.map((order) => (
          <li key={order.orderId}>
            <span>
              Sipariş {order.orderNumber} — {formatTL(order.totalPrice)}
            </span>
            <span className="unpaid-banner__actions">
              <Link
                to={`/odeme-adimi-2/2?unpaidid=${order.orderId}&totalprice=${order.totalPrice}`}
                className="button button--primary"
              >
                Ödemeye geç
              </Link>
              <button
                type="button"
                className="button"
                disabled={busy === order.orderId}
                onClick={() => void remove(order.orderId)}
              >
                {busy === order.orderId ? 'Siliniyor…' : 'Siparişi sil'}
              </button>
            </span>
          </li>
        ))}
      </ul>
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
