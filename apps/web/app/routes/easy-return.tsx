import '../styles/purchase.css';
import '../styles/support.css';
import type { ReturnableOrder } from '@carsi/contract';
import { DEFAULT_REFUND_GUARANTEE_DAYS, formatTL, formatTurkeyDate } from '@carsi/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { ReturnLookupForm } from '../components/returns/ReturnLookupForm';
import type { Route } from './+types/easy-return';

export const meta: Route.MetaFunction = () => [
  { title: 'Kolay İade Başlat | Çarşı' },
  {
    name: 'description',
    content: `Teslim aldığınız ürünleri ${DEFAULT_REFUND_GUARANTEE_DAYS} gün içinde sipariş numaranız ve telefonunuzla kolayca iade edin.`,
  },
];

/** /kolay-iade-baslat: find the order, then pick the product to return. */
export default function EasyReturn() {
  const [order, setOrder] = useState<ReturnableOrder | null>(null);
  return (
    <main className="container purchase-page support-page">
      <h1>Kolay İade Başlat</h1>
      <p>
        Teslim aldığınız ürünleri {DEFAULT_REFUND_GUARANTEE_DAYS} gün içinde (ürünün kendi iade
        süresi varsa o süre içinde) ücretsiz iade edebilirsiniz. Sipariş numaranızı ve siparişteki
        cep telefonunuzu girin.
      </p>
      <ReturnLookupForm onFound={(found) => setOrder(found)} />
      {order ? (
        <section aria-labelledby="iade-urunler" className="easy-return__order">
          <h2 id="iade-urunler">Sipariş {order.orderNumber}</h2>
          {order.deliveredAt === null ? (
            <p>Bu sipariş henüz teslim edilmedi; iade, teslimattan sonra başlatılabilir.</p>
          ) : null}
          <ul className="my-orders">
            {order.lines.map((line) => (
              <li key={line.index} className="my-orders__item">
                <div>
                  <span className="my-orders__number">{line.name}</span>
                  <span className="my-orders__meta">
                    {line.qty} adet · {formatTL(line.paid)}
                    {line.returnUntil
                      ? ` · son iade tarihi ${formatTurkeyDate(Date.parse(line.returnUntil))}`
                      : ''}
                  </span>
                </div>
                {line.returnableQty > 0 ? (
                  <Link
                    className="button"
                    to={`/kolay-iade-baslat/${order.orderNumber}/${order.orderId}/${line.index}`}
                    aria-label={`${line.name} için iade başlat`}
                  >
                    İade başlat
                  </Link>
                ) : (
                  <span className="my-orders__meta">İade edilemez</span>
                )}
              </li>
            ))}
          </ul>
          {order.returns.length > 0 ? (
            <>
              <h3>İade talepleriniz</h3>
              <ul>
                {order.returns.map((r) => (
                  <li key={r.returnId}>
                    <Link to={`/iade-bilgileri/${r.returnId}`}>
                      {r.code} · {formatTL(r.refundAmount)}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ) : null}
    </main>
  );
}
