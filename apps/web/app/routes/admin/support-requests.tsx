import {
  type AdminSupportRow,
  SUPPORT_STATUS_LABELS,
  SUPPORT_STATUSES,
  SUPPORT_TOPIC_LABELS,
} from '@carsi/contract';
import { NativeSelect } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { Link, useLocation } from 'react-router';
import { AdminPage } from '../../admin/AdminPage';
import { AdminTable } from '../../admin/AdminTable';
import { formatDateTime } from '../../admin/format';
import { ListPager, ListSearch } from '../../admin/ListControls';
import { adminRead, listQuery } from '../../admin/load';
import type { Route } from './+types/support-requests';

type SupportList = { requests: AdminSupportRow[]; total: number; page: number; pages: number };

export async function loader({ context, url }: Route.LoaderArgs) {
  return adminRead<SupportList>(
    context,
    `/api/admin/support-requests${listQuery(url, ['q', 'page', 'durum'])}`,
    url,
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Müşteri hizmetleri | Çarşı Yönetim' }];

const columns: ColumnDef<AdminSupportRow, unknown>[] = [
  {
    id: 'order',
    header: 'Talep',
    cell: ({ row }) => (
      <Link
        to={`/admin-panel/musteri-hizmeti/${row.original.orderId}/${row.original.supportIndex}`}
      >
        {row.original.orderNumber} / {row.original.supportIndex}
      </Link>
    ),
  },
  { id: 'topic', header: 'Konu', cell: ({ row }) => SUPPORT_TOPIC_LABELS[row.original.topic] },
  {
    id: 'message',
    header: 'Mesaj',
    cell: ({ row }) =>
      row.original.message.length > 80
        ? `${row.original.message.slice(0, 80)}…`
        : row.original.message,
  },
  { id: 'customer', header: 'Müşteri', cell: ({ row }) => row.original.customerName ?? 'Misafir' },
  { id: 'status', header: 'Durum', cell: ({ row }) => SUPPORT_STATUS_LABELS[row.original.status] },
  { id: 'createdAt', header: 'Tarih', cell: ({ row }) => formatDateTime(row.original.createdAt) },
];

export default function SupportRequests({ loaderData }: Route.ComponentProps) {
  const params = new URLSearchParams(useLocation().search);
  return (
    <AdminPage title="Müşteri hizmetleri">
      <ListSearch label="Sipariş no, telefon, ad veya mesaj">
        <NativeSelect
          name="durum"
          label="Durum"
          defaultValue={params.get('durum') ?? ''}
          key={params.get('durum') ?? ''}
          data={[
            { value: '', label: 'Tümü' },
            ...SUPPORT_STATUSES.map((s) => ({ value: s, label: SUPPORT_STATUS_LABELS[s] })),
          ]}
        />
      </ListSearch>
      <AdminTable
        caption="Destek talepleri"
        columns={columns}
        rows={loaderData.requests}
        rowKey={(r) => `${r.orderId}-${r.supportIndex}`}
        empty="Aramaya uyan destek talebi yok."
      />
      <ListPager page={loaderData.page} pages={loaderData.pages} total={loaderData.total} />
    </AdminPage>
  );
}
