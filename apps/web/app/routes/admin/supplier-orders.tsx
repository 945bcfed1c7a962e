import {
  createSupplierOrderBody,
  type SupplierOrderView,
  supplierOrderStatusLabels,
  type TaxonomyItem,
} from '@carsi/contract';
import { formatTL } from '@carsi/domain';
import { Alert, Button, Group, Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { Link, useLocation, useRevalidator } from 'react-router';
import { ActionButton, ActionOutcomeAlert, useAdminAction } from '../../admin/ActionButton';
import { AdminPage } from '../../admin/AdminPage';
import { AdminTable } from '../../admin/AdminTable';
import { MoneyInput } from '../../admin/catalogue/fields';
import { formatDateTime } from '../../admin/format';
import { ListPager } from '../../admin/ListControls';
import { adminRead } from '../../admin/load';
import { call, resultOf } from '../../api/call';
import { checked } from '../../api/check';
import type { Route } from './+types/supplier-orders';

type OrderList = { orders: SupplierOrderView[]; total: number; page: number; pages: number };
/** Supplier and warehouse choices: only the id and the name are used. */
type Choices = { items: Pick<TaxonomyItem, 'id' | 'name'>[] };

export async function loader({ context, url }: Route.LoaderArgs) {
  const query = new URLSearchParams();
  const page = url.searchParams.get('page');
  const status = url.searchParams.get('durum');
  if (page && /^\d{1,5}$/.test(page)) query.set('pageNumber', page);
  if (status) query.set('status', status);
  const [list, suppliers, warehouses] = await Promise.all([
    adminRead<OrderList>(
      context,
      `/api/admin/supplier-orders${query.size ? `?${query}` : ''}`,
      url,
    ),
    adminRead<Choices>(context, '/api/admin/supplier-orders/suppliers', url),
    adminRead<Choices>(context, '/api/admin/taxonomy/warehouses?hepsi=true', url),
  ]);
  const options = (c: Choices) => c.items.map((i) => ({ value: String(i.id), label: i.name }));
  return { list, suppliers: options(suppliers), warehouses: options(warehouses) };
}

export const meta: Route.MetaFunction = () => [{ title: 'Tedarikçi siparişleri | Çarşı Yönetim' }];

type Line = { uid: number; sku: string; quantity: number | string; unitCost: number | null };
let lineCounter = 0;
const blankLine = (): Line => ({ uid: ++lineCounter, sku: '', quantity: 1, unitCost: null });

function NewOrderForm({
  suppliers,
  warehouses,
  onDone,
}: {
  suppliers: { value: string; label: string }[];
  warehouses: { value: string; label: string }[];
  onDone: (message: string) => void;
}) {
  const [supplierId, setSupplier] = useState<string | null>(null);
  const [warehouseId, setWarehouse] = useState<string | null>(warehouses[0]?.value ?? null);
  const [expectedDate, setDate] = useState('');
  const [note, setNote] = useState('');
  const [lines, setLines] = useState<Line[]>([blankLine()]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const change = (uid: number, patch: Partial<Line>) =>
    setLines((all) => all.map((l) => (l.uid === uid ? { ...l, ...patch } : l)));
  async function save(event: React.FormEvent) {
    event.preventDefault();
    const values = {
      supplierId: supplierId ? Number(supplierId) : undefined,
      warehouseId: warehouseId ? Number(warehouseId) : undefined,
      expectedDate: expectedDate || null,
      note,
      lines: lines.map((l) => ({
        sku: l.sku,
        quantity: Number(l.quantity),
        unitCost: l.unitCost ?? 0,
      })),
    };
    const result = await resultOf(
      (async () =>
        call('POST /api/admin/supplier-orders', {
          body: checked(createSupplierOrderBody, values),
        }))(),
    );
    if (result.ok) return onDone(result.data.message);
    setErrors(result.fields);
    setMessage(result.message);
  }
  return (
    <form onSubmit={save} noValidate>
      <Stack>
        <Select
          label="Tedarikçi"
          searchable
          data={suppliers}
          value={supplierId}
          onChange={setSupplier}
          error={errors['body.supplierId']}
        />
        <Select
          label="Teslim alınacak depo"
          data={warehouses}
          value={warehouseId}
          onChange={setWarehouse}
          error={errors['body.warehouseId']}
        />
        <TextInput
          label="Beklenen tarih"
          type="date"
          value={expectedDate}
          onChange={(e) => setDate(e.currentTarget.value)}
          error={errors['body.expectedDate']}
        />
        {lines.map((line, i) => (
          <Group key={line.uid} align="flex-end" wrap="nowrap">
            <TextInput
              label="SKU kodu"
              value={line.sku}
              onChange={(e) => change(line.uid, { sku: e.currentTarget.value })}
              error={errors[`body.lines.${i}.sku`]}
            />
            <NumberInput
              label="Adet"
              value={line.quantity}
              onChange={(v) => change(line.uid, { quantity: v })}
              allowDecimal={false}
              error={errors[`body.lines.${i}.quantity`]}
              w={90}
            />
            <MoneyInput
              label="Birim maliyet (KDV hariç)"
              value={line.unitCost}
              onChange={(v) => change(line.uid, { unitCost: v })}
              error={errors[`body.lines.${i}.unitCost`]}
            />
          </Group>
        ))}
        <Button variant="light" onClick={() => setLines((all) => [...all, blankLine()])}>
          Satır ekle
        </Button>
        <TextInput
          label="Not"
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          error={errors['body.note']}
        />
        {message ? (
          <Alert color="red" role="alert">
            {message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit">Siparişi oluştur</Button>
        </Group>
      </Stack>
    </form>
  );
}

export default function SupplierOrders({ loaderData }: Route.ComponentProps) {
  const { list } = loaderData;
  const action = useAdminAction();
  const revalidator = useRevalidator();
  const { search } = useLocation();
  const [creating, setCreating] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const post = (id: number, step: 'receive' | 'cancel') => async () => {
    const params = { id };
    return step === 'receive'
      ? call('POST /api/admin/supplier-orders/:id/receive', { params })
      : call('POST /api/admin/supplier-orders/:id/cancel', { params });
  };
  const columns: ColumnDef<SupplierOrderView, unknown>[] = [
    { id: 'id', header: 'No', cell: ({ row }) => row.original.id },
    { id: 'supplier', header: 'Tedarikçi', cell: ({ row }) => row.original.supplierName },
    { id: 'warehouse', header: 'Depo', cell: ({ row }) => row.original.warehouseName },
    {
      id: 'lines',
      header: 'Satırlar',
      cell: ({ row }) => row.original.lines.map((l) => `${l.sku} × ${l.quantity}`).join(', '),
    },
    { id: 'total', header: 'Tutar (KDV hariç)', cell: ({ row }) => formatTL(row.original.total) },
    { id: 'expected', header: 'Beklenen', cell: ({ row }) => row.original.expectedDate ?? '—' },
    {
      id: 'status',
      header: 'Durum',
      cell: ({ row }) =>
        `${supplierOrderStatusLabels[row.original.status]}${row.original.receivedAt ? ` (${formatDateTime(row.original.receivedAt)})` : ''}`,
    },
    {
      id: 'actions',
      header: 'İşlemler',
      cell: ({ row }) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            component={Link}
            to={`/admin-panel/tedarikci-siparisi-yazdir/${row.original.id}`}
          >
            Yazdır
          </Button>
          {row.original.status === 'open' ? (
            <>
              <ActionButton
                size="xs"
                action={action}
                actionKey={`receive-${row.original.id}`}
                confirm={{
                  title: 'Teslim al',
                  body: 'Siparişteki ürünler depoya ve stoğa eklenecek.',
                  confirmLabel: 'Teslim al',
                }}
                run={post(row.original.id, 'receive')}
              >
                Teslim al
              </ActionButton>
              <ActionButton
                size="xs"
                color="red"
                variant="light"
                action={action}
                actionKey={`cancel-${row.original.id}`}
                confirm={{
                  title: 'Siparişi iptal et',
                  body: 'Sipariş iptal edilsin mi?',
                  confirmLabel: 'İptal et',
                }}
                run={post(row.original.id, 'cancel')}
              >
                İptal
              </ActionButton>
            </>
          ) : null}
        </Group>
      ),
    },
  ];
  const status = new URLSearchParams(search).get('durum');
  return (
    <AdminPage
      title="Tedarikçi siparişleri"
      actions={<Button onClick={() => setCreating(true)}>Yeni sipariş</Button>}
    >
      <Group>
        {([null, 'open', 'received', 'cancelled'] as const).map((s) => (
          <Button
            key={s ?? 'all'}
            size="xs"
            variant={status === s ? 'filled' : 'default'}
            component={Link}
            to={s ? `?durum=${s}` : '?'}
          >
            {s ? supplierOrderStatusLabels[s] : 'Tümü'}
          </Button>
        ))}
      </Group>
      <ActionOutcomeAlert
        outcome={action.outcome ?? (saved ? { kind: 'success', message: saved } : null)}
      />
      <AdminTable
        caption="Tedarikçi siparişleri"
        columns={columns}
        rows={list.orders}
        rowKey={(o) => String(o.id)}
        empty="Sipariş yok."
      />
      <ListPager page={list.page} pages={list.pages} total={list.total} />
      <Modal
        opened={creating}
        onClose={() => setCreating(false)}
        title="Yeni tedarikçi siparişi"
        centered
        size="lg"
      >
        {creating ? (
          <NewOrderForm
            suppliers={loaderData.suppliers}
            warehouses={loaderData.warehouses}
            onDone={(message) => {
              setCreating(false);
              setSaved(message);
              void revalidator.revalidate();
            }}
          />
        ) : null}
      </Modal>
    </AdminPage>
  );
}
