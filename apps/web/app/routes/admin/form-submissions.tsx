import { FORM_KINDS, type FormSubmissionItem } from '@carsi/contract';
import { FORM_DEFINITIONS, formStaffTitle } from '@carsi/contract/forms';
import { formatTrPhone } from '@carsi/domain';
import { NativeSelect } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useLocation } from 'react-router';
import { AdminPage } from '../../admin/AdminPage';
import { AdminTable } from '../../admin/AdminTable';
import { formatDateTime } from '../../admin/format';
import { ListPager, ListSearch } from '../../admin/ListControls';
import { adminRead } from '../../admin/load';
import type { Route } from './+types/form-submissions';

type FormList = { submissions: FormSubmissionItem[]; count: number; page: number; pages: number };

export async function loader({ context, url }: Route.LoaderArgs) {
  const query = new URLSearchParams();
  const kind = url.searchParams.get('tur');
  if (kind && (FORM_KINDS as readonly string[]).includes(kind)) query.set('kind', kind);
  const q = url.searchParams.get('q')?.trim();
  if (q) query.set('q', q);
  query.set('pageNumber', url.searchParams.get('page') ?? '1');
  return adminRead<FormList>(context, `/api/admin/forms?${query}`, url);
}

export const meta: Route.MetaFunction = () => [{ title: 'Başvuru formları | Çarşı Yönetim' }];

/** The answers beyond the common columns, as the form labelled them. */
function Details({ item }: { item: FormSubmissionItem }) {
  const labels = new Map(FORM_DEFINITIONS[item.kind].fields.map((f) => [f.name, f.label]));
  const entries = Object.entries(item.fields);
  if (entries.length === 0) return <>—</>;
  return (
    <details>
      <summary>Ayrıntılar</summary>
      <dl className="admin-form-fields">
        {entries.map(([name, value]) => (
          <div key={name}>
            <dt>{labels.get(name) ?? name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

const columns: ColumnDef<FormSubmissionItem, unknown>[] = [
  { id: 'createdAt', header: 'Tarih', cell: ({ row }) => formatDateTime(row.original.createdAt) },
  { id: 'kind', header: 'Form', cell: ({ row }) => formStaffTitle(row.original.kind) },
  {
    id: 'who',
    header: 'Kişi / firma',
    cell: ({ row }) =>
      row.original.companyName
        ? `${row.original.contactName} — ${row.original.companyName}`
        : row.original.contactName,
  },
  {
    id: 'contact',
    header: 'İletişim',
    cell: ({ row }) => (
      <>
        <a href={`tel:${row.original.phone}`}>{formatTrPhone(row.original.phone)}</a>
        {row.original.email ? (
          <>
            <br />
            <a href={`mailto:${row.original.email}`}>{row.original.email}</a>
          </>
        ) : null}
      </>
    ),
  },
  {
    id: 'details',
    header: 'Mesaj ve ayrıntılar',
    cell: ({ row }) => <Details item={row.original} />,
  },
];

/**
 * Application forms and /destek's support requests from people without an order, listed for
 * the staff, newest first. A screen of our own; see docs/decisions/customer-service.md.
 */
export default function FormSubmissions({ loaderData }: Route.ComponentProps) {
  const params = new URLSearchParams(useLocation().search);
  return (
    <AdminPage title="Başvuru formları">
      <ListSearch label="Ad, firma, e-posta veya telefon">
        <NativeSelect
          name="tur"
          label="Form"
          defaultValue={params.get('tur') ?? ''}
          key={params.get('tur') ?? ''}
          data={[
            { value: '', label: 'Tümü' },
            ...FORM_KINDS.map((kind) => ({ value: kind, label: formStaffTitle(kind) })),
          ]}
        />
      </ListSearch>
      <AdminTable
        caption="Başvuru formları"
        columns={columns}
        rows={loaderData.submissions}
        rowKey={(item) => item.id}
        empty="Aramaya uyan başvuru yok."
      />
      <ListPager page={loaderData.page} pages={loaderData.pages} total={loaderData.count} />
    </AdminPage>
  );
}
