import '../../../wholesale/wholesale.css';
import type { WholesaleOrderView } from '@carsi/contract';
import { wholesaleOrderStatusLabels } from '@carsi/contract/wholesale';
import { Group } from '@mantine/core';
import { Link } from 'react-router';
import { ActionButton, ActionOutcomeAlert, useAdminAction } from '../../../admin/ActionButton';
import { AdminPage } from '../../../admin/AdminPage';
import { adminRead } from '../../../admin/load';
import { call } from '../../../api/call';
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

type NextStatus = WholesaleOrderView['nextStatuses'][number];

/** The button of each status the server offers (nextStatuses); cancelling is asked first. */
const statusButtons: Partial<
  Record<NextStatus, { label: string; cancels?: { title: string; body: string } }>
> = {
  APPROVED: { label: 'Dekontu kontrol ettim, onayla' },
  SHIPPED: { label: 'Kargoya verildi' },
  DELIVERED: { label: 'Teslim edildi' },
  CANCELLED: {
    label: 'Siparişi iptal et',
    cancels: {
      title: 'Sipariş iptal edilsin mi?',
      body: 'Stok geri alınır; bu işlem geri alınamaz.',
    },
  },
};

export default function AdminWholesaleOrder({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  const action = useAdminAction();
  const setStatus = (statusData: NextStatus) => async () => {
    const result = await call('PUT /api/wholesale/adminUpdateWholeSaleOrderStatus', {
      body: { id: order.id, statusData },
    });
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
        {order.nextStatuses.map((status) => {
          const button = statusButtons[status];
          return (
            <ActionButton
              key={status}
              action={action}
              actionKey={status}
              run={setStatus(status)}
              color={button?.cancels ? 'red' : undefined}
              variant={button?.cancels ? 'light' : 'filled'}
              confirm={button?.cancels}
            >
              {button?.label ?? wholesaleOrderStatusLabels[status]}
            </ActionButton>
          );
        })}
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
