import '../../../wholesale/wholesale.css';
import type { WholesaleOrderView } from '@carsi/contract';
import { amountInWords } from '@carsi/domain';
import { useEffect, useState } from 'react';
import { adminRead } from '../../../admin/load';
import { SellerPrintBlock, sellerForPrint } from '../../../admin/seller';
import { call } from '../../../api/call';
import { OrderSummary } from '../../../wholesale/OrderParts';
import type { Route } from './+types/print';

export async function loader({ context, url }: Route.LoaderArgs) {
  const id = url.searchParams.get('id') ?? '';
  const [{ order }, seller] = await Promise.all([
    adminRead<{ order: WholesaleOrderView }>(
      context,
      `/api/wholesale/adminGetDetailsWholeSaleOrder?id=${encodeURIComponent(id)}`,
      url,
    ),
    sellerForPrint(context, url),
  ]);
  return { order, seller };
}

export const meta: Route.MetaFunction = () => [{ title: 'Toptan Sipariş Yazdır | Çarşı Yönetim' }];

export default function AdminWholesaleOrderPrint({ loaderData }: Route.ComponentProps) {
  const { order, seller } = loaderData;
  const [statusError, setStatusError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    call('PUT /api/wholesale/adminUpdateWholeSaleOrderPrintStatus', {
      body: { orderId: order.id },
    }).catch((failure: unknown) => {
      // The page still prints; staff are told the order is not marked printed.
      if (!current) return;
      const why = failure instanceof Error && failure.message ? ` (${failure.message})` : '';
      setStatusError(`Sipariş yazdırıldı olarak işaretlenemedi${why}. Sayfayı yenileyip deneyin.`);
    });
    return () => {
      current = false;
    };
  }, [order.id]);
  return (
    <div className="admin-print">
      <div aria-live="polite" className="ws-noprint">
        {statusError ? <p role="alert">{statusError}</p> : null}
      </div>
      <h1>Çarşı — Toptan Sipariş {order.orderNumber}</h1>
      <SellerPrintBlock seller={seller} />
      <p>
        <strong>Alıcı:</strong> {order.companyName}
      </p>
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
