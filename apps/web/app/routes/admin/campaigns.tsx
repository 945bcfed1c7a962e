import type { CampaignView } from '@carsi/contract';
import { Button } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { AdminPage } from '../../admin/AdminPage';
import { AdminTable } from '../../admin/AdminTable';
import { formatDateTime } from '../../admin/format';
import { ListPager, ListSearch } from '../../admin/ListControls';
import { adminRead, keywordListQuery } from '../../admin/load';
import type { Route } from './+types/campaigns';

type CampaignList = { campaigns: CampaignView[]; total: number; page: number; pages: number };

export async function loader({ context, url }: Route.LoaderArgs) {
  return adminRead<CampaignList>(
    context,
    `/api/admincampaign/listcampaigns/${keywordListQuery(url)}`,
    url,
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Kampanyalar | Çarşı Yönetim' }];

const columns: ColumnDef<CampaignView, unknown>[] = [
  {
    id: 'title',
    header: 'Kampanya',
    meta: { sortKey: 'title' },
    cell: ({ row }) => (
      <Link to={`/admin-panel/kampanya/${row.original._id}`}>{row.original.title}</Link>
    ),
  },
  {
    id: 'product',
    header: 'Ürün',
    cell: ({ row }) => `${row.original.productName} (no. ${row.original.productId})`,
  },
  {
    id: 'kind',
    header: 'Tür',
    cell: ({ row }) =>
      row.original.kind === 'free'
        ? 'Hediye'
        : `Açılış sayfası, %${row.original.pricePercent} fiyat`,
  },
  {
    id: 'window',
    header: 'Geçerlilik',
    cell: ({ row }) =>
      row.original.startDate || row.original.endDate
        ? `${row.original.startDate ? formatDateTime(row.original.startDate) : '…'} – ${row.original.endDate ? formatDateTime(row.original.endDate) : '…'}`
        : 'Süresiz',
  },
  {
    id: 'running',
    header: 'Durum',
    cell: ({ row }) =>
      row.original.running ? 'Yayında' : row.original.isActive ? 'Dönemi dışında' : 'Kapalı',
  },
];

/** Every campaign, searchable and paged; new ones start from a product. */
export default function Campaigns({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Kampanyalar ve hediyeler"
      actions={
        <Button component={Link} to="/admin-panel/kampanya-olustur/yeni">
          Yeni kampanya
        </Button>
      }
    >
      <ListSearch label="Başlık, adres, kaynak ya da ürün" />
      <AdminTable
        caption="Kampanyalar"
        columns={columns}
        rows={loaderData.campaigns}
        rowKey={(campaign) => String(campaign._id)}
        empty="Aramaya uyan kampanya yok."
      />
      <ListPager page={loaderData.page} pages={loaderData.pages} total={loaderData.total} />
    </AdminPage>
  );
}
