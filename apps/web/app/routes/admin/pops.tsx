import type { PopList, PopView } from '@carsi/contract';
import { formatTL } from '@carsi/domain';
import { Button } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { AdminPage } from '../../admin/AdminPage';
import { AdminTable } from '../../admin/AdminTable';
import { ListPager } from '../../admin/ListControls';
import { adminRead } from '../../admin/load';
import type { Route } from './+types/pops';

export async function loader({ context, url }: Route.LoaderArgs) {
  const page = url.searchParams.get('page');
  const query = page && /^\d{1,5}$/.test(page) ? `?pageNumber=${page}` : '';
  return adminRead<PopList>(context, `/api/adminpops/listpops${query}`, url);
}

export const meta: Route.MetaFunction = () => [{ title: 'Açılır pencereler | Çarşı Yönetim' }];

export const POP_TYPE_LABELS: Record<PopView['popType'], string> = {
  intentPop: 'Süreli (sayfada bekleyince)',
  exitPop: 'Çıkış (sayfadan ayrılırken)',
};

const columns: ColumnDef<PopView, unknown>[] = [
  {
    id: 'title',
    header: 'Başlık',
    cell: ({ row }) => (
      <Link to={`/admin-panel/pop-detay/${row.original._id}`}>{row.original.title}</Link>
    ),
  },
  { id: 'type', header: 'Tür', cell: ({ row }) => POP_TYPE_LABELS[row.original.popType] },
  {
    id: 'discount',
    header: 'İndirim',
    cell: ({ row }) =>
      row.original.existDiscount
        ? `${formatTL(row.original.discountAmount)} · ${row.original.discountExpiry} dk · ${row.original.useDiscountXtimes} kullanım`
        : '—',
  },
  {
    id: 'active',
    header: 'Durum',
    cell: ({ row }) => (row.original.isActive ? 'Açık' : 'Kapalı'),
  },
];

export default function Pops({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Açılır pencereler"
      actions={
        <Button component={Link} to="/admin-panel/pop-detay/yeni">
          Yeni açılır pencere
        </Button>
      }
    >
      <p>
        Açılır pencereler yalnızca ilk ziyaretinden 36 saatten fazla geçmiş, oturum açmamış
        ziyaretçilere gösterilir; indirimli bir pencere kapatılınca o tarayıcıda yenisi açılmaz.
      </p>
      <AdminTable
        caption="Açılır pencereler"
        columns={columns}
        rows={loaderData.pops}
        rowKey={(pop) => String(pop._id)}
        empty="Henüz açılır pencere yok."
      />
      <ListPager page={loaderData.page} pages={loaderData.pages} total={loaderData.total} />
    </AdminPage>
  );
}
