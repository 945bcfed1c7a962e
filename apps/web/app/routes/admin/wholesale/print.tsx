import '../../../wholesale/wholesale.css';
import type { WholesaleOrderView } from '@carsi/contract';
import { amountInWords } from '@carsi/domain';
import { useEffect } from 'react';
import { adminRead } from '../../../admin/load';
import { callApi } from '../../../identity/api';
import { OrderSummary } from '../../../wholesale/OrderParts';
import type { Route } from './+types/print';

export async function loader({ context, url }: Route.LoaderArgs) {
  const id = url.searchParams.get('id') ?? '';
  return adminRead<{ order: WholesaleOrderView }>(
    context,
    `/api/wholesale/adminGetDetailsWholeSaleOrder?id=${encodeURIComponent(id)}`,
    url,
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Toptan Sipariş Yazdır | Çarşı Yönetim' }];

export default function AdminWholesaleOrderPrint({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  useEffect(() => {
    void callApi('PUT', '/api/wholesale/adminUpdateWholeSaleOrderPrintStatus', {
      orderId: order.id,
    }).catch(() => undefined);
  }, [order.id]);
  return (
    <div className="admin-print">
      <h1>Çarşı — Toptan Sipariş {order.orderNumber}</h1>
      <p>{order.companyName}</p>
      <OrderSummary order={order} />
      <p>
        <strong>Yalnız:</strong>{' '}
        <span data-testid="amount-in-words">{amountInWords(order.totalPrice)}</span>
      </p>
      <button type="button" className="ws-noprint" onClick={() => window.print()}>
        Yazdır
      </button>
    </div>
  );
}
