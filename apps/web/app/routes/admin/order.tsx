import type { AdminOrderDetail } from '@carsi/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { ActionOutcomeAlert, useAdminAction } from '../../admin/ActionButton';
import { AdminPage } from '../../admin/AdminPage';
import { adminRead } from '../../admin/load';
import { OrderActions } from '../../admin/order/OrderActions';
import { OrderDelivery } from '../../admin/order/OrderDelivery';
import { OrderFacts } from '../../admin/order/OrderFacts';
import { OrderAnalytics, OrderHistory, OrderNotes } from '../../admin/order/OrderHistory';
import { type CancelQuantities, OrderLines } from '../../admin/order/OrderLines';
import { OrderPayments } from '../../admin/order/OrderPayments';
import { OrderShipping } from '../../admin/order/OrderShipping';
import { offers } from '../../admin/order/shared';
import { SwapLineForm } from '../../admin/SwapLineForm';
import type { Route } from './+types/order';

export async function loader({ context, url, params }: Route.LoaderArgs) {
  return adminRead<AdminOrderDetail>(
    context,
    `/api/admin/orders/${encodeURIComponent(params.id)}`,
    url,
  );
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: `Sipariş ${data?.orderNumber ?? ''} | Yönetim` },
  { name: 'robots', content: 'noindex, nofollow' },
];

/**
 * One retail order for staff. The server sends what this admin may do to it now
 * (`allowedActions`: its status, payment and the admin's role); every section renders a button
 * or form only for an action in that list and compares no status itself.
 */
export default function AdminOrder({ loaderData: order }: Route.ComponentProps) {
  const action = useAdminAction();
  // Chosen in the lines table, sent by the actions' "Seçilenleri iptal et".
  const [cancelQty, setCancelQty] = useState<CancelQuantities>({});

  return (
    <AdminPage
      title={`Sipariş ${order.orderNumber}`}
      actions={
        <Link
          to={`/admin-panel/siparis-yazdir/${order.orderId}/${order.orderNumber}`}
          target="_blank"
          rel="noopener"
        >
          Yazdır
        </Link>
      }
    >
      <ActionOutcomeAlert outcome={action.outcome} />
      <OrderFacts order={order} />
      <OrderLines order={order} cancelQty={cancelQty} onCancelQty={setCancelQty} />
      {offers(order, 'swapLine') ? <SwapLineForm order={order} action={action} /> : null}
      <OrderActions order={order} action={action} cancelQty={cancelQty} />
      <OrderDelivery order={order} action={action} />
      <OrderShipping orderId={order.orderId} orderStatus={order.orderStatus} />
      <OrderPayments order={order} />
      <OrderHistory order={order} />
      <OrderNotes order={order} action={action} />
      <OrderAnalytics order={order} />
    </AdminPage>
  );
}
