import {
  INVOICE_DOCUMENT_TYPES,
  INVOICE_STATUSES,
  type InvoiceListItem,
  invoiceDocumentTypeLabels,
  invoiceStatusLabels,
} from '@carsi/contract';
import { formatTL } from '@carsi/domain';
import { Anchor, Badge, Checkbox, NativeSelect, TextInput } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { Link, useLocation } from 'react-router';
import { AdminPage } from '../../admin/AdminPage';
import { AdminTable } from '../../admin/AdminTable';
import { formatDateTime } from '../../admin/format';
import { invoiceScreenPath } from '../../admin/invoice-link';
import { ListPager, ListSearch } from '../../admin/ListControls';
import { adminRead, listQuery } from '../../admin/load';
import type { Route } from './+types/invoices';

type InvoiceList = { invoices: InvoiceListItem[]; total: number; page: number; pages: number };

export async function loader({ context, url }: Route.LoaderArgs) {
  return adminRead<InvoiceList>(
    context,
    `/api/admin/invoices${listQuery(url, ['q', 'page', 'status', 'type', 'from', 'to', 'late'])}`,
    url,
  );
}

export const meta: Route.MetaFunction = () => [
  { title: 'Fatura işlemleri | Çarşı Yönetim' },
  { name: 'robots', content: 'noindex, nofollow' },
];

const statusColor: Record<InvoiceListItem['status'], string> = {
  queued: 'gray',
  running: 'blue',
  waiting: 'yellow',
  done: 'green',
  failed: 'red',
};

const columns: ColumnDef<InvoiceListItem, unknown>[] = [
  {
    id: 'order',
    header: 'Sipariş',
    cell: ({ row }) => (
      <Anchor component={Link} to={invoiceScreenPath(row.original)}>
        {row.original.orderNumber}
        {row.original.orderKind === 'wholesale' ? ' (toptan)' : ''}
      </Anchor>
    ),
  },
  { id: 'buyer', header: 'Alıcı', cell: ({ row }) => row.original.buyerName },
  {
    id: 'type',
    header: 'Belge',
    cell: ({ row }) =>
      row.original.documentType ? invoiceDocumentTypeLabels[row.original.documentType] : '—',
  },
  { id: 'number', header: 'GİB no', cell: ({ row }) => row.original.documentNumber ?? '—' },
  {
    id: 'status',
    header: 'Durum',
    cell: ({ row }) => (
      <Badge color={statusColor[row.original.status]}>
        {invoiceStatusLabels[row.original.status]}
      </Badge>
    ),
  },
  { id: 'total', header: 'Tutar', cell: ({ row }) => formatTL(row.original.total) },
  { id: 'createdAt', header: 'Başladı', cell: ({ row }) => formatDateTime(row.original.createdAt) },
];

/** fatura-islemleri: every invoice, filtered by status, type, date and "waiting too long". */
export default function AdminInvoices({ loaderData }: Route.ComponentProps) {
  const params = new URLSearchParams(useLocation().search);
  const value = (name: string) => params.get(name) ?? '';
  return (
    <AdminPage title="Fatura işlemleri">
      <ListSearch label="Sipariş no, alıcı veya GİB no">
        <NativeSelect
          name="status"
          label="Durum"
          defaultValue={value('status')}
          key={`status-${value('status')}`}
          data={[
            { value: '', label: 'Tümü' },
            ...INVOICE_STATUSES.map((s) => ({ value: s, label: invoiceStatusLabels[s] })),
          ]}
        />
        <NativeSelect
          name="type"
          label="Belge türü"
          defaultValue={value('type')}
          key={`type-${value('type')}`}
          data={[
            { value: '', label: 'Tümü' },
            ...INVOICE_DOCUMENT_TYPES.map((t) => ({
              value: t,
              label: invoiceDocumentTypeLabels[t],
            })),
          ]}
        />
        <TextInput
          type="date"
          name="from"
          label="Başlangıç"
          defaultValue={value('from')}
          key={`from-${value('from')}`}
        />
        <TextInput
          type="date"
          name="to"
          label="Bitiş"
          defaultValue={value('to')}
          key={`to-${value('to')}`}
        />
        <Checkbox
          name="late"
          value="1"
          label="Bir günden uzun bekleyenler"
          defaultChecked={value('late') === '1'}
          key={`late-${value('late')}`}
        />
      </ListSearch>
      <AdminTable
        caption="Faturalar"
        columns={columns}
        rows={loaderData.invoices}
        rowKey={(r) => r.id}
        empty="Aramaya uyan fatura yok."
      />
      <ListPager page={loaderData.page} pages={loaderData.pages} total={loaderData.total} />
    </AdminPage>
  );
}
