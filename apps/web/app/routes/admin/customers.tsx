import type { AdminCustomerRow } from '@carsi/contract';
import { formatTrPhone } from '@carsi/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { AdminPage } from '../../admin/AdminPage';
import { AdminTable } from '../../admin/AdminTable';
import { formatDateTime, useAdminRole } from '../../admin/format';
import { ListPager, ListSearch } from '../../admin/ListControls';
import { adminRead, listQuery } from '../../admin/load';
import { type AuditPage, STAFF_TAB, StaffList, type StaffPage } from '../../admin/StaffList';
import { shopContext } from '../../web-context';
import type { Route } from './+types/customers';

type CustomerList = { customers: AdminCustomerRow[]; total: number; page: number; pages: number };

export async function loader({ context, url }: Route.LoaderArgs) {
  if (url.searchParams.get('sekme') === STAFF_TAB) {
    const [staff, history] = await Promise.all([
      adminRead<StaffPage>(context, `/api/admin/admins${listQuery(url, ['q', 'page'])}`, url),
      adminRead<AuditPage>(context, '/api/admin/admins/history', url),
    ]);
    const me = shopContext(context).principal?.id ?? '';
    return { tab: 'staff' as const, staff, history, me };
  }
  const customers = await adminRead<CustomerList>(
    context,
    `/api/admin/customers${listQuery(url, ['q', 'page', 'sirala'])}`,
    url,
  );
  return { tab: 'customers' as const, customers };
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
  {
    id: 'member',
    header: 'Üyelik',
    cell: ({ row }) => (row.original.signedIn ? 'Üye' : 'Misafir alıcı'),
  },
  { id: 'orders', header: 'Sipariş', cell: ({ row }) => row.original.orderCount },
  {
    id: 'createdAt',
    header: 'Kayıt',
    meta: { sortKey: 'createdAt' },
    cell: ({ row }) => formatDateTime(row.original.createdAt),
  },
];

/** The page's two lists as tabs; the state is in the URL (links, not client state). */
function Tabs({ current }: { current: 'customers' | 'staff' }) {
  return (
    <nav className="admin-tabs" aria-label="Kullanıcı türü">
      <Link
        to="/admin-panel/kullanicilar"
        aria-current={current === 'customers' ? 'page' : undefined}
      >
        Müşteriler
      </Link>
      <Link
        to={`/admin-panel/kullanicilar?sekme=${STAFF_TAB}`}
        aria-current={current === 'staff' ? 'page' : undefined}
      >
        Yöneticiler
      </Link>
    </nav>
  );
}

export default function Customers({ loaderData }: Route.ComponentProps) {
  const isOwner = useAdminRole() === 'owner';
  if (loaderData.tab === 'staff') {
    return (
      <AdminPage title="Kullanıcılar">
        <Tabs current="staff" />
        <StaffList staff={loaderData.staff} history={loaderData.history} me={loaderData.me} />
      </AdminPage>
    );
  }
  const list = loaderData.customers;
  return (
    <AdminPage title="Kullanıcılar">
      {isOwner ? <Tabs current="customers" /> : null}
      <ListSearch label="Ad, telefon veya e-posta" />
      <AdminTable
        caption="Müşteriler"
        columns={columns}
        rows={list.customers}
        rowKey={(c) => c._id}
        empty="Aramaya uyan müşteri yok."
      />
      <ListPager page={list.page} pages={list.pages} total={list.total} />
    </AdminPage>
  );
}
