import type { WholesaleOrderListItem, WholesaleOrdersList } from '@carsi/contract';
import { wholesalePaymentMethodLabels } from '@carsi/contract/wholesale';
import { formatTL } from '@carsi/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { AdminPage } from '../../../admin/AdminPage';
import { AdminTable } from '../../../admin/AdminTable';
import { ListPager, ListSearch } from '../../../admin/ListControls';
import { adminRead } from '../../../admin/load';
import { dateText } from '../../../wholesale/ui';
import type { Route } from './+types/orders';

export async function loader({ context, url }: Route.LoaderArgs) {
  const query = new URLSearchParams();
  const q = url.searchParams.get('q');
  if (q) query.set('keyword', q);
  query.set('pageNumber', url.searchParams.get('page') ?? '1');
  return adminRead<WholesaleOrdersList>(
    context,
    `/api/wholesale/adminGetWholeSaleOrdersList?${query}`,
    url,
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Toptan Siparişler | Çarşı Yönetim' }];

const columns: ColumnDef<WholesaleOrderListItem, unknown>[] = [
  {
    header: 'Sipariş no',
    cell: ({ row }) => (
      <Link to={`/admin-panel/toptan-siparis-detay?id=${row.original.id}`}>
        {row.original.orderNumber}
      </Link>
    ),
  },
  { header: 'Firma', accessorKey: 'companyName' },
  { header: 'Tarih', cell: ({ row }) => dateText(row.original.createdAt) },
  { header: 'Durum', accessorKey: 'statusLabel' },
  { header: 'Ödeme', cell: ({ row }) => wholesalePaymentMethodLabels[row.original.paymentMethod] },
  { header: 'Tutar', cell: ({ row }) => formatTL(row.original.totalPrice) },
  { header: 'Dekont', cell: ({ row }) => (row.original.documentUrl ? 'Var' : '—') },
  { header: 'Yazdırıldı', cell: ({ row }) => (row.original.isPrinted ? 'Evet' : 'Hayır') },
];

export default function AdminWholesaleOrders({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage title="Toptan Siparişler">
      <p>
        Havale bekleyen: <strong>{loaderData.countPendings}</strong>
      </p>
      <ListSearch label="Sipariş no, firma veya telefon" />
      <AdminTable
        caption="Toptan siparişler"
        columns={columns}
        rows={loaderData.orders}
        rowKey={(row) => row.id}
        empty="Toptan sipariş yok."
      />
      <ListPager page={loaderData.page} pages={loaderData.pages} total={loaderData.total} />
    </AdminPage>
  );
}
