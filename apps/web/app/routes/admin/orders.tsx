import {
  type AdminOrderRow,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
} from '@carsi/contract';
import { formatTL } from '@carsi/domain';
import { NativeSelect, TextInput } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { Link, useLocation } from 'react-router';
import { AdminPage } from '../../admin/AdminPage';
import { AdminTable } from '../../admin/AdminTable';
import { ListPager, ListSearch } from '../../admin/ListControls';
import { adminRead, listQuery } from '../../admin/load';
import type { Route } from './+types/orders';

const KEYS = ['q', 'durum', 'odeme', 'baslangic', 'bitis', 'sirala', 'page'];

export async function loader({ context, url }: Route.LoaderArgs) {
  return adminRead<{ orders: AdminOrderRow[]; total: number; page: number; pages: number }>(
    context,
    `/api/admin/orders${listQuery(url, KEYS)}`,
    url,
  );
}

export const meta: Route.MetaFunction = () => [
  { title: 'Siparişler | Yönetim' },
  { name: 'robots', content: 'noindex, nofollow' },
];

const time = new Intl.DateTimeFormat('tr-TR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Istanbul',
});

const columns: ColumnDef<AdminOrderRow, unknown>[] = [
  {
    header: 'Sipariş no',
    meta: { sortKey: 'no' },
    cell: ({ row }) => (
      <Link to={`/admin-panel/siparis/${row.original.orderId}`}>{row.original.orderNumber}</Link>
    ),
  },
  {
    header: 'Tarih',
    meta: { sortKey: 'tarih' },
    cell: ({ row }) => time.format(new Date(row.original.orderTime)),
  },
  { header: 'Müşteri', cell: ({ row }) => row.original.customerName },
  { header: 'Telefon', cell: ({ row }) => row.original.phone },
  {
    header: 'Durum',
    cell: ({ row }) => ORDER_STATUS_LABELS[row.original.orderStatus] ?? row.original.orderStatus,
  },
  {
    header: 'Ödeme',
    cell: ({ row }) =>
      `${PAYMENT_METHOD_LABELS[row.original.paymentMethod ?? ''] ?? 'Seçilmedi'} · ${PAYMENT_STATUS_LABELS[row.original.paymentStatus] ?? row.original.paymentStatus}`,
  },
  {
    header: 'Tutar',
    meta: { sortKey: 'tutar' },
    cell: ({ row }) => formatTL(row.original.totalPrice),
  },
  { header: 'Adet', cell: ({ row }) => row.original.itemCount },
  { header: 'Yazdırıldı', cell: ({ row }) => (row.original.printed ? 'Evet' : 'Hayır') },
];

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { orders, total, page, pages } = loaderData;
  const params = new URLSearchParams(useLocation().search);
  return (
    <AdminPage
      title="Siparişler"
      actions={
        <Link to="/admin-panel/paketlenmesi-gereken-siparis-kalemleri">Paketlenecekler</Link>
      }
    >
      <ListSearch label="Sipariş no, telefon, ad veya e-posta">
        <NativeSelect
          name="durum"
          label="Durum"
          defaultValue={params.get('durum') ?? ''}
          data={[
            { value: '', label: 'Tümü' },
            ...Object.entries(ORDER_STATUS_LABELS).map(([value, label]) => ({ value, label })),
          ]}
        />
        <NativeSelect
          name="odeme"
          label="Ödeme yöntemi"
          defaultValue={params.get('odeme') ?? ''}
          data={[
            { value: '', label: 'Tümü' },
            ...Object.entries(PAYMENT_METHOD_LABELS).map(([value, label]) => ({ value, label })),
          ]}
        />
        <TextInput
          type="date"
          name="baslangic"
          label="Başlangıç"
          defaultValue={params.get('baslangic') ?? ''}
        />
        <TextInput
          type="date"
          name="bitis"
          label="Bitiş"
          defaultValue={params.get('bitis') ?? ''}
        />
      </ListSearch>
      <AdminTable
        caption="Siparişler"
        columns={columns}
        rows={orders}
        rowKey={(row) => row.orderId}
        empty="Aramanıza uyan sipariş yok."
      />
      <ListPager page={page} pages={pages} total={total} />
    </AdminPage>
  );
}
