import type { TaxonomyDefinition, TaxonomyItem } from '@carsi/contract';
import { Alert, Button, Group, Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { data, useLocation, useRevalidator } from 'react-router';
import { ActionButton, ActionOutcomeAlert, useAdminAction } from '../../admin/ActionButton';
import { AdminPage } from '../../admin/AdminPage';
import { AdminTable } from '../../admin/AdminTable';
import { definitionForPath } from '../../admin/catalogue/taxonomy-page';
import { ListPager, ListSearch } from '../../admin/ListControls';
import { adminRead, listQuery } from '../../admin/load';
import { call, resultOf } from '../../api/call';
import type { Route } from './+types/taxonomy';

type TaxonomyList = {
  items: TaxonomyItem[];
  parents: { id: number; name: string }[];
  total: number;
  page: number;
  pages: number;
};

/**
 * One screen for every catalogue definition (departments … models, warehouses): the contract's
 * definition says which fields, which parent and which API; nothing here is per entity.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const definition = definitionForPath(url.pathname);
  if (!definition) throw data(null, { status: 404 });
  const query = new URLSearchParams(listQuery(url, ['q', 'page', 'parentId']).slice(1));
  const api = new URLSearchParams();
  if (query.get('q')) api.set('keyword', query.get('q')!);
  if (query.get('page')) api.set('pageNumber', query.get('page')!);
  if (query.get('parentId')) api.set('parentId', query.get('parentId')!);
  const list = await adminRead<TaxonomyList>(
    context,
    `/api/admin/taxonomy/${definition.kind}${api.size ? `?${api}` : ''}`,
    url,
  );
  return { kind: definition.kind, list };
}

export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${definitionForPath(location.pathname)?.title ?? 'Katalog'} | Çarşı Yönetim` },
];

type Draft = Record<string, string>;

function draftOf(definition: TaxonomyDefinition, item?: TaxonomyItem): Draft {
  const draft: Draft = {};
  for (const field of definition.fields) {
    const value = item?.fields[field.key];
    draft[field.key] = Array.isArray(value) ? value.join(', ') : value == null ? '' : String(value);
  }
  return draft;
}

function bodyOf(definition: TaxonomyDefinition, draft: Draft) {
  const body: Record<string, string | number | string[]> = {};
  for (const field of definition.fields) {
    const text = (draft[field.key] ?? '').trim();
    if (field.type === 'number' || field.type === 'parent') {
      if (text !== '') body[field.key] = Number(text);
    } else if (field.type === 'list') {
      body[field.key] = text
        ? text
            .split(',')
            .map((v) => v.trim())
            .filter(Boolean)
        : [];
    } else if (text !== '' || !field.required) {
      body[field.key] = text;
    }
  }
  return body;
}

function TaxonomyForm({
  definition,
  parents,
  item,
  onDone,
}: {
  definition: TaxonomyDefinition;
  parents: TaxonomyList['parents'];
  item?: TaxonomyItem;
  onDone: (message: string) => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(definition, item));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (key: string, value: string) => setDraft((d) => ({ ...d, [key]: value }));
  async function save(event: React.FormEvent) {
    event.preventDefault();
    setSaving(true);
    const result = await resultOf(
      item
        ? call('PUT /api/admin/taxonomy/:kind/:id', {
            params: { kind: definition.kind, id: item.id },
            body: bodyOf(definition, draft),
          })
        : call('POST /api/admin/taxonomy/:kind', {
            params: { kind: definition.kind },
            body: bodyOf(definition, draft),
          }),
    );
    setSaving(false);
    if (result.ok) return onDone(result.data.message);
    setErrors(result.fields);
    setMessage(result.message);
  }
  return (
    <form onSubmit={save} noValidate>
      <Stack>
        {definition.fields.map((field) => {
          const error = errors[`body.${field.key}`];
          if (field.type === 'parent') {
            return (
              <Select
                key={field.key}
                label={field.label}
                required
                searchable
                data={parents.map((p) => ({ value: String(p.id), label: p.name }))}
                value={draft[field.key] || null}
                onChange={(v) => set(field.key, v ?? '')}
                error={error}
              />
            );
          }
          if (field.type === 'number') {
            return (
              <NumberInput
                key={field.key}
                label={field.label}
                value={draft[field.key] ?? ''}
                onChange={(v) => set(field.key, String(v))}
                allowDecimal={field.decimal === true}
                decimalSeparator=","
                error={error}
              />
            );
          }
          return (
            <TextInput
              key={field.key}
              label={field.label}
              name={field.key}
              required={field.required}
              value={draft[field.key] ?? ''}
              onChange={(e) => set(field.key, e.currentTarget.value)}
              error={error}
            />
          );
        })}
        {message ? (
          <Alert color="red" role="alert">
            {message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            Kaydet
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export default function TaxonomyScreen({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const definition = definitionForPath(location.pathname)!;
  const { list } = loaderData;
  const action = useAdminAction();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<TaxonomyItem | 'new' | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const params = new URLSearchParams(location.search);

  const columns: ColumnDef<TaxonomyItem, unknown>[] = [
    { id: 'name', header: 'Ad', cell: ({ row }) => row.original.name },
    ...(definition.parent
      ? [
          {
            id: 'parent',
            header: 'Üst kayıt',
            cell: ({ row }) => row.original.parentName ?? '—',
          } as ColumnDef<TaxonomyItem, unknown>,
        ]
      : []),
    ...definition.fields
      .filter((f) => f.key !== 'name' && f.type !== 'parent')
      .slice(0, 3)
      .map(
        (f): ColumnDef<TaxonomyItem, unknown> => ({
          id: f.key,
          header: f.label,
          cell: ({ row }) => {
            const v = row.original.fields[f.key];
            return Array.isArray(v) ? v.join(', ') : v == null || v === '' ? '—' : String(v);
          },
        }),
      ),
    { id: 'products', header: 'Ürün', cell: ({ row }) => row.original.productCount },
    {
      id: 'actions',
      header: 'İşlemler',
      cell: ({ row }) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="light" onClick={() => setEditing(row.original)}>
            Düzenle
          </Button>
          <ActionButton
            size="xs"
            color="red"
            variant="light"
            action={action}
            actionKey={`delete-${row.original.id}`}
            confirm={{
              title: 'Kaydı sil',
              body: `${row.original.name} silinsin mi?`,
              confirmLabel: 'Sil',
            }}
            run={async () => {
              const result = await resultOf(
                call('DELETE /api/admin/taxonomy/:kind/:id', {
                  params: { kind: definition.kind, id: row.original.id },
                }),
              );
              if (!result.ok) throw new Error(result.message);
              return result.data;
            }}
          >
            Sil
          </ActionButton>
        </Group>
      ),
    },
  ];

  return (
    <AdminPage
      title={definition.title}
      actions={<Button onClick={() => setEditing('new')}>Yeni kayıt</Button>}
    >
      <ListSearch label="Ara">
        {definition.parent ? (
          <Select
            name="parentId"
            label="Üst kayıt"
            clearable
            data={list.parents.map((p) => ({ value: String(p.id), label: p.name }))}
            defaultValue={params.get('parentId')}
          />
        ) : null}
      </ListSearch>
      <ActionOutcomeAlert
        outcome={action.outcome ?? (saved ? { kind: 'success', message: saved } : null)}
      />
      <AdminTable
        caption={definition.title}
        columns={columns}
        rows={list.items}
        rowKey={(item) => String(item.id)}
        empty="Kayıt yok."
      />
      <ListPager page={list.page} pages={list.pages} total={list.total} />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? `${definition.title}: yeni` : 'Düzenle'}
        centered
      >
        {editing !== null ? (
          <TaxonomyForm
            definition={definition}
            parents={list.parents}
            item={editing === 'new' ? undefined : editing}
            onDone={(message) => {
              setEditing(null);
              setSaved(message);
              void revalidator.revalidate();
            }}
          />
        ) : null}
      </Modal>
    </AdminPage>
  );
}
