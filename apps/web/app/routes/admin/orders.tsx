import {
  ADMIN_ORDER_EXPORT_PATH,
  type AdminOrderRow,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
} from '@carsi/contract';
import { formatTL, formatTrPhone } from '@carsi/domain';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { Link, useLocation } from 'react-router';
import { AdminPage } from '../../admin/AdminPage';
import { AdminTable } from '../../admin/AdminTable';
import { ListPager, ListSearch } from '../../admin/ListControls';
import { adminRead, listQuery } from '../../admin/load';
import type { Route } from './+types/orders';

const KEYS = ['q', 'durum', 'odeme', 'baslangic', 'bitis', 'sirala', 'page'];

/** The export's address: the list's filters and sort (every page), in `format`. */
function exportHref(params: URLSearchParams, format: 'xlsx' | 'csv'): string {
  const query = new URLSearchParams();
  for (const key of KEYS) {
    const value = params.get(key);
    if (key !== 'page' && value) query.set(key, value);
  }
  query.set('format', format);
  return `${ADMIN_ORDER_EXPORT_PATH}?${query}`;
}

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
  { header: 'Telefon', cell: ({ row }) => formatTrPhone(row.original.phone) },
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
        <Group gap="sm">
          <Link to="/admin-panel/paketlenmesi-gereken-siparis-kalemleri">Paketlenecekler</Link>
          {/* The filtered list, every page; personal columns as the role sees them. */}
          <Button component="a" href={exportHref(params, 'xlsx')} variant="default" size="xs">
            Excel'e aktar
          </Button>
          <Button component="a" href={exportHref(params, 'csv')} variant="default" size="xs">
            CSV indir
          </Button>
        </Group>
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
