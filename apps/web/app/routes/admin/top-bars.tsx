import type { TopBarList, TopBarView } from '@carsi/contract';
import { Button } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { AdminPage } from '../../admin/AdminPage';
import { AdminTable } from '../../admin/AdminTable';
import { ListPager } from '../../admin/ListControls';
import { adminRead } from '../../admin/load';
import type { Route } from './+types/top-bars';

export async function loader({ context, url }: Route.LoaderArgs) {
  const page = url.searchParams.get('page');
  const query = page && /^\d{1,5}$/.test(page) ? `?pageNumber=${page}` : '';
  return adminRead<TopBarList>(context, `/api/admintopbar/listtopbars${query}`, url);
}

export const meta: Route.MetaFunction = () => [{ title: 'Üst barlar | Çarşı Yönetim' }];

export const TOP_BAR_NAME_LABELS: Record<TopBarView['topBarName'], string> = {
  default: 'Varsayılan',
  passedHoursDiscountLevelOne: '36–48 saat (1. seviye)',
  passedHoursDiscountLevelTwo: '48–72 saat (2. seviye)',
};

const windowText = (bar: TopBarView) =>
  bar.isTemporary && bar.startDateInMiliseconds && bar.endDateInMiliseconds
    ? `${new Date(bar.startDateInMiliseconds).toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul' })} – ${new Date(bar.endDateInMiliseconds).toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul' })}`
    : 'Süresiz';

const columns: ColumnDef<TopBarView, unknown>[] = [
  {
    id: 'title',
    header: 'Başlık',
    cell: ({ row }) => (
      <Link to={`/admin-panel/ust-bar-detay/${row.original._id}`}>{row.original.title}</Link>
    ),
  },
  { id: 'name', header: 'Tür', cell: ({ row }) => TOP_BAR_NAME_LABELS[row.original.topBarName] },
  {
    id: 'countdown',
    header: 'Geri sayım',
    cell: ({ row }) => (row.original.displayCountDownTimer ? 'Var' : '—'),
  },
  { id: 'window', header: 'Zaman', cell: ({ row }) => windowText(row.original) },
  { id: 'active', header: 'Durum', cell: ({ row }) => (row.original.isActive ? 'Açık' : 'Kapalı') },
];

export default function TopBars({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Üst barlar"
      actions={
        <Button component={Link} to="/admin-panel/ust-bar-detay/yeni">
          Yeni üst bar
        </Button>
      }
    >
      <p>
        Ziyaretçi, ilk ziyaretinden 36–48 saat sonra 1. seviye, 48–72 saat arasında 2. seviye barı
        görür; diğer zamanlarda indirim süresi boyunca geri sayımlı, sonra varsayılan bar
        gösterilir.
      </p>
      <AdminTable
        caption="Üst barlar"
        columns={columns}
        rows={loaderData.topBars}
        rowKey={(bar) => String(bar._id)}
        empty="Henüz üst bar yok."
      />
      <ListPager page={loaderData.page} pages={loaderData.pages} total={loaderData.total} />
    </AdminPage>
  );
}
