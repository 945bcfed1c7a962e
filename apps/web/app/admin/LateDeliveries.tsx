import { type AdminDashboard, ORDER_STATUS_LABELS } from '@carsi/contract';
import { formatTurkeyDate } from '@carsi/domain';
import { Link } from 'react-router';

/**
 * Orders the law wants delivered within 30 days, placed 20 or more days ago and still not
 * delivered (GET /api/admin/dashboard → lateDeliveries; absent for roles without orders), with
 * what the customer may choose.
 */
export function LateDeliveries({ late }: { late: NonNullable<AdminDashboard['lateDeliveries']> }) {
  if (late.total === 0) return null;
  return (
    <section className="admin-section" aria-labelledby="geciken-teslimat">
      <h2 id="geciken-teslimat">Teslimatı geciken siparişler ({late.total})</h2>
      <p>
        Siparişler 30 gün içinde teslim edilmelidir. 20. günü geçen ve teslim edilmemiş siparişler
        aşağıda. {late.options}
      </p>
      <ul>
        {late.orders.map((order) => (
          <li key={order.orderId}>
            <Link to={`/admin-panel/siparis/${order.orderId}`}>{order.orderNumber}</Link> ·{' '}
            {ORDER_STATUS_LABELS[order.orderStatus] ?? order.orderStatus} · {order.daysOpen}. gün ·
            yasal son teslim {formatTurkeyDate(Date.parse(order.deliveryDueAt) - 1)}
          </li>
        ))}
      </ul>
      {late.total > late.orders.length ? (
        <p>
          En eski {late.orders.length} sipariş gösteriliyor.{' '}
          <Link to="/admin-panel/siparisler">Tüm siparişler</Link>
        </p>
      ) : null}
    </section>
  );
}
