import type { OrderView } from '@carsi/contract';
import { variantLabel } from '@carsi/domain';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { call } from '../../api/call';

/**
 * The shopper's changes to an order before it is packed: cancel the whole order or
 * some units of a line, each confirmed first; the server's Turkish answer is read out.
 */
export function OrderChanges({ order }: { order: OrderView }) {
  const revalidator = useRevalidator();
  const [asking, setAsking] = useState<null | {
    label: string;
    run: () => Promise<{ message: string }>;
  }>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const run = async () => {
    if (!asking) return;
    setBusy(true);
    try {
      setOutcome({ ok: true, text: (await asking.run()).message });
      await revalidator.revalidate();
    } catch (failure) {
      setOutcome({ ok: false, text: failure instanceof Error ? failure.message : 'Unknown error' });
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };
  return (
    <section className="order-changes" aria-labelledby="order-changes-title">
      <h2 id="order-changes-title">Sipariş işlemleri</h2>
      {order.trackingCode ? (
        <p>
          Kargo takip kodu: <strong>{order.trackingCode}</strong>
        </p>
      ) : null}
      <div aria-live="polite">
        {outcome ? <p role={outcome.ok ? 'status' : 'alert'}>{outcome.text}</p> : null}
      </div>
      {order.shopperMayChange ? (
        <>
          <ul>
            {order.orderItems.map((item, line) =>
              item.qty > 0 && item.price > 0 ? (
                <li key={`${item.sku}-${item.itemsTotalPrice}-${item.qty}`}>
                  <span>
                    {item.name}
                    {variantLabel(item) ? ` — ${variantLabel(item)}` : ''} ({item.qty} adet)
                  </span>
                  <button
                    type="button"
                    className="button"
                    disabled={busy}
                    onClick={() =>
                      setAsking({
                        label: `"${item.name}" ürününden 1 adet iptal edilsin mi?`,
                        run: () =>
                          call('POST /api/orders/cancelorderpartially', {
                            body: { orderId: order.orderId, lines: [{ line, qty: 1 }] },
                          }),
                      })
                    }
                  >
                    1 adet iptal et
                  </button>
                </li>
              ) : null,
            )}
          </ul>
          <button
            type="button"
            className="button button--danger"
            disabled={busy}
            onClick={() =>
              setAsking({
                label: 'Siparişin tamamı iptal edilsin mi? Kartla ödediyseniz tutar iade edilir.',
                run: () =>
                  call('POST /api/orders/cancelorder', { body: { orderId: order.orderId } }),
              })
            }
          >
            Siparişi iptal et
          </button>
        </>
      ) : null}
      {asking ? (
        <div role="alertdialog" aria-label="Onay" className="order-changes__confirm">
          <p>{asking.label}</p>
          <button type="button" className="button button--danger" onClick={run} disabled={busy}>
            Evet, iptal et
          </button>{' '}
          <button type="button" className="button" onClick={() => setAsking(null)} disabled={busy}>
            Vazgeç
          </button>
        </div>
      ) : null}
    </section>
  );
}
