import '../../../wholesale/wholesale.css';
import type { WholesaleOrderView } from '@carsi/contract';
import { wholesaleOrderStatusLabels } from '@carsi/contract/wholesale';
import { Group } from '@mantine/core';
import { Link } from 'react-router';
import { ActionButton, ActionOutcomeAlert, useAdminAction } from '../../../admin/ActionButton';
import { AdminPage } from '../../../admin/AdminPage';
import { adminRead } from '../../../admin/load';
import { callApi } from '../../../identity/api';
import { OrderSummary } from '../../../wholesale/OrderParts';
import { dateText } from '../../../wholesale/ui';
import type { Route } from './+types/order';

export async function loader({ context, url }: Route.LoaderArgs) {
  const id = url.searchParams.get('id') ?? '';
  return adminRead<{ order: WholesaleOrderView }>(
    context,
    `/api/wholesale/adminGetDetailsWholeSaleOrder?id=${encodeURIComponent(id)}`,
    url,
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Toptan Sipariş | Çarşı Yönetim' }];

const actionLabel: Record<string, string> = {
  APPROVED: 'Dekontu kontrol ettim, onayla',
  SHIPPED: 'Kargoya verildi',
  DELIVERED: 'Teslim edildi',
  CANCELLED: 'Siparişi iptal et',
};

export default function AdminWholesaleOrder({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  const action = useAdminAction();
  const setStatus = (statusData: string) => async () => {
    const result = await callApi<{ successMessage: string }>(
      'PUT',
      '/api/wholesale/adminUpdateWholeSaleOrderStatus',
      {
        id: order.id,
        statusData,
      },
    );
    return { message: result.successMessage };
  };
  return (
    <AdminPage
      title={`Toptan sipariş ${order.orderNumber}`}
      actions={<Link to={`/admin-panel/toptan-siparis-yazdir?id=${order.id}`}>Yazdır</Link>}
    >
      <p>
        <strong>{order.companyName}</strong> ·{' '}
        <Link to={`/admin-panel/toptan-ayarlari?hesap=${order.accountId}`}>Hesap ayarları</Link>
      </p>
      {order.paymentMethod === 'bankTransfer' ? (
        <p>
          Havale dekontu:{' '}
          {order.documentUrl ? (
            <a href={order.documentUrl} target="_blank" rel="noreferrer">
              Dekontu aç
            </a>
          ) : (
            'henüz yüklenmedi'
          )}
        </p>
      ) : null}
      {order.paymentMethod === 'creditCard' ? (
        <p>
          Kart ödemesi (3D Secure):{' '}
          {order.paymentId
            ? `alındı, iyzico ödeme no ${order.paymentId}`
            : 'bekleniyor; ödeme kuruluşu onaylayınca sipariş kendiliğinden onaylanır.'}
        </p>
      ) : null}
      <ActionOutcomeAlert outcome={action.outcome} />
      <Group gap="sm" my="md">
        {order.nextStatuses.map((status) => (
          <ActionButton
            key={status}
            action={action}
            actionKey={status}
            run={setStatus(status)}
            color={status === 'CANCELLED' ? 'red' : undefined}
            variant={status === 'CANCELLED' ? 'light' : 'filled'}
            confirm={
              status === 'CANCELLED'
                ? {
                    title: 'Sipariş iptal edilsin mi?',
                    body: 'Stok geri alınır; bu işlem geri alınamaz.',
                  }
                : undefined
            }
          >
            {actionLabel[status] ?? wholesaleOrderStatusLabels[status]}
          </ActionButton>
        ))}
      </Group>
      <OrderSummary order={order} />
      <h2>Durum geçmişi</h2>
      <ol>
        {order.statusHistory.map((event) => (
          <li key={`${event.at}-${event.status}`}>
            {dateText(event.at)} —{' '}
            {wholesaleOrderStatusLabels[event.status as keyof typeof wholesaleOrderStatusLabels] ??
              event.status}{' '}
            ({event.by}){event.note ? ` — ${event.note}` : ''}
          </li>
        ))}
      </ol>
    </AdminPage>
  );
}
