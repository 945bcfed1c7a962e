import type { DiscountCodeView } from '@carsi/contract';
import { formatTL } from '@carsi/domain';
import { Button, Checkbox } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { Link, useLocation } from 'react-router';
import { AdminPage } from '../../admin/AdminPage';
import { AdminTable } from '../../admin/AdminTable';
import { formatDateTime } from '../../admin/format';
import { ListPager, ListSearch } from '../../admin/ListControls';
import { adminRead, keywordListQuery } from '../../admin/load';
import type { Route } from './+types/discount-codes';

type CodeList = { discountCodes: DiscountCodeView[]; total: number; page: number; pages: number };

export async function loader({ context, url }: Route.LoaderArgs) {
  return adminRead<CodeList>(
    context,
    `/api/admindiscountcode/listdiscountcodes/${keywordListQuery(url, url.searchParams.get('hepsi') === '1' ? { listAll: 'true' } : {})}`,
    url,
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'İndirim kodları | Çarşı Yönetim' }];

export const discountText = (code: Pick<DiscountCodeView, 'discountType' | 'discountAmount'>) =>
  code.discountType === 'percent' ? `%${code.discountAmount}` : formatTL(code.discountAmount);

const columns: ColumnDef<DiscountCodeView, unknown>[] = [
  {
    id: 'code',
    header: 'Kod',
    meta: { sortKey: 'code' },
    cell: ({ row }) => (
      <Link to={`/admin-panel/indirim-kodu/${row.original._id}`}>{row.original.discountCode}</Link>
    ),
  },
  { id: 'discount', header: 'İndirim', cell: ({ row }) => discountText(row.original) },
  {
    id: 'minimum',
    header: 'En az sepet',
    cell: ({ row }) =>
      row.original.minimumCartAmount > 0 ? formatTL(row.original.minimumCartAmount) : '—',
  },
  {
    id: 'used',
    header: 'Kullanım',
    meta: { sortKey: 'used' },
    cell: ({ row }) => `${row.original.usedCount} / ${row.original.totalUses ?? 'sınırsız'}`,
  },
  {
    id: 'window',
    header: 'Geçerlilik',
    cell: ({ row }) =>
      row.original.startDate || row.original.endDate
        ? `${formatDateTime(row.original.startDate) || '…'} – ${formatDateTime(row.original.endDate) || '…'}`
        : 'Süresiz',
  },
  {
    id: 'active',
    header: 'Durum',
    cell: ({ row }) => (row.original.isActive ? 'Açık' : 'Kapalı'),
  },
];

export default function DiscountCodes({ loaderData }: Route.ComponentProps) {
  const { search } = useLocation();
  const all = new URLSearchParams(search).get('hepsi') === '1';
  return (
    <AdminPage
      title="İndirim kodları"
      actions={
        <Button component={Link} to="/admin-panel/indirim-kodu/yeni">
          Yeni kod
        </Button>
      }
    >
      <ListSearch label="Kod veya açıklama">
        <Checkbox name="hepsi" value="1" label="Hepsini tek sayfada göster" defaultChecked={all} />
      </ListSearch>
      <AdminTable
        caption="İndirim kodları"
        columns={columns}
        rows={loaderData.discountCodes}
        rowKey={(code) => String(code._id)}
        empty="Aramaya uyan indirim kodu yok."
      />
      <ListPager page={loaderData.page} pages={loaderData.pages} total={loaderData.total} />
    </AdminPage>
  );
}
