import { type AdminRole, roleCanDo } from '@carsi/contract/access';
import { Checkbox, Table } from '@mantine/core';
import { useState } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { ActionButton, ActionOutcomeAlert, useAdminAction } from '../../admin/ActionButton';
import { AdminPage } from '../../admin/AdminPage';
import { adminRead } from '../../admin/load';
import { call } from '../../api/call';
import type { Route } from './+types/items-to-pack';

interface ToPack {
  lines: {
    skuId: number;
    sku: string;
    name: string;
    size: string;
    color: string;
    qty: number;
    orders: number;
  }[];
  orders: {
    orderId: string;
    orderNumber: string;
    orderTime: string;
    customerName: string;
    itemCount: number;
    printed: boolean;
    waiting: boolean;
  }[];
  packingOpensAt: string | null;
  waitingText: string;
}

export async function loader({ context, url }: Route.LoaderArgs) {
  return adminRead<ToPack>(context, '/api/admin/orders-to-pack', url);
}

export const meta: Route.MetaFunction = () => [
  { title: 'Paketlenmesi gereken sipariş kalemleri | Yönetim' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function ItemsToPack({ loaderData }: Route.ComponentProps) {
  const { lines, orders, waitingText } = loaderData;
  const action = useAdminAction();
  const shell = useRouteLoaderData('admin-shell') as { role: AdminRole } | undefined;
  // Packing is for the warehouse and operations (and the owner); others see the list only.
  const canPack = roleCanDo(shell?.role ?? 'marketing', 'orders.fulfil');
  const [chosen, setChosen] = useState<string[]>([]);
  const toggle = (id: string) =>
    setChosen(chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id]);
  return (
    <AdminPage title="Paketlenmesi gereken sipariş kalemleri">
      <ActionOutcomeAlert outcome={action.outcome} />
      <h2>Ürünler (SKU'ya göre toplam)</h2>
      {lines.length === 0 ? (
        <p>Paketlenecek ürün yok.</p>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>SKU</Table.Th>
                <Table.Th>Ürün</Table.Th>
                <Table.Th>Adet</Table.Th>
                <Table.Th>Sipariş sayısı</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line) => (
                <Table.Tr key={line.skuId}>
                  <Table.Td>{line.sku}</Table.Td>
                  <Table.Td>
                    {line.name} {line.size !== 'Pass' ? line.size : ''}{' '}
                    {line.color !== 'Pass' ? line.color : ''}
                  </Table.Td>
                  <Table.Td>{line.qty}</Table.Td>
                  <Table.Td>{line.orders}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <h2>Siparişler</h2>
      {orders.length === 0 ? <p>Paketlenmeyi bekleyen sipariş yok.</p> : null}
      <ul className="admin-pack-list">
        {orders.map((order) => (
          <li key={order.orderId}>
            {/* Packing opens at 10:00 Turkey time: until then the order waits (add-ons join). */}
            {canPack && !order.waiting ? (
              <Checkbox
                checked={chosen.includes(order.orderId)}
                onChange={() => toggle(order.orderId)}
                label={`${order.orderNumber} · ${order.customerName} · ${order.itemCount} adet${order.printed ? ' · yazdırıldı' : ''}`}
              />
            ) : (
              `${order.orderNumber} · ${order.customerName} · ${order.itemCount} adet${order.printed ? ' · yazdırıldı' : ''}`
            )}{' '}
            {order.waiting ? <strong className="admin-pack-waiting">{waitingText}</strong> : null}{' '}
            <Link to={`/admin-panel/siparis/${order.orderId}`}>Aç</Link>
          </li>
        ))}
      </ul>
      {canPack && orders.some((order) => !order.waiting) ? (
        <ActionButton
          action={action}
          actionKey="pack"
          disabled={chosen.length === 0}
          confirm={{
            title: `${chosen.length} sipariş paketlendi olarak işaretlensin mi?`,
            body: 'Paketlenen siparişler artık müşteri tarafından iptal edilemez. Bu işlem geri alınamaz.',
            confirmLabel: 'Paketlendi işaretle',
          }}
          run={async () => {
            const result = await call('POST /api/admin/orders-to-pack/packed', {
              body: { orderIds: chosen },
            });
            setChosen([]);
            return result;
          }}
        >
          Seçilenleri paketlendi işaretle ({chosen.length})
        </ActionButton>
      ) : null}
    </AdminPage>
  );
}
