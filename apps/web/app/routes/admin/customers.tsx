import type { AdminCustomerRow } from '@carsi/contract';
import { formatTrPhone } from '@carsi/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { AdminPage } from '../../admin/AdminPage';
import { AdminTable } from '../../admin/AdminTable';
import { formatDateTime } from '../../admin/format';
import { ListPager, ListSearch } from '../../admin/ListControls';
import { adminRead, listQuery } from '../../admin/load';
import type { Route } from './+types/customers';

type CustomerList = { customers: AdminCustomerRow[]; total: number; page: number; pages: number };

export async function loader({ context, url }: Route.LoaderArgs) {
  return adminRead<CustomerList>(
    context,
    `/api/admin/customers${listQuery(url, ['q', 'page', 'sirala'])}`,
    url,
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Kullanıcılar | Çarşı Yönetim' }];

const columns: ColumnDef<AdminCustomerRow, unknown>[] = [
  {
    id: 'name',
    header: 'Ad soyad',
    meta: { sortKey: 'name' },
    cell: ({ row }) => (
      <Link to={`/admin-panel/kullanici/${row.original._id}`}>
        {`${row.original.firstName} ${row.original.lastName}`.trim() || 'İsimsiz müşteri'}
      </Link>
    ),
  },
  { id: 'phone', header: 'Telefon', cell: ({ row }) => formatTrPhone(row.original.phone) },
  { id: 'email', header: 'E-posta', cell: ({ row }) => row.original.email ?? '—' },
  { id: 'orders', header: 'Sipariş', cell: ({ row }) => row.original.orderCount },
  {
    id: 'createdAt',
    header: 'Kayıt',
    meta: { sortKey: 'createdAt' },
    cell: ({ row }) => formatDateTime(row.original.createdAt),
  },
];

export default function Customers({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage title="Kullanıcılar">
      <ListSearch label="Ad, telefon veya e-posta" />
      <AdminTable
        caption="Müşteriler"
        columns={columns}
        rows={loaderData.customers}
        rowKey={(c) => c._id}
        empty="Aramaya uyan müşteri yok."
      />
      <ListPager page={loaderData.page} pages={loaderData.pages} total={loaderData.total} />
    </AdminPage>
  );
}
