import {
  adjustmentKindLabels,
  adjustmentKinds,
  type StockRow,
  stockAdjustmentBody,
} from '@carsi/contract';
import {
  Alert,
  Button,
  Fieldset,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  TextInput,
} from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { AdminPage } from '../../admin/AdminPage';
import { AdminTable } from '../../admin/AdminTable';
import { ListPager, ListSearch } from '../../admin/ListControls';
import { adminRead } from '../../admin/load';
import { call, resultOf } from '../../api/call';
import { checked } from '../../api/check';
import type { Route } from './+types/stock';

type StockList = {
  rows: StockRow[];
  warehouses: { id: number; name: string }[];
  total: number;
  page: number;
  pages: number;
};

/** A material as the production form offers it (stock in its own unit). */
type MaterialChoice = { id: number; name: string; unit: string; stock: number };

export async function loader({ context, url }: Route.LoaderArgs) {
  const query = new URLSearchParams();
  const q = url.searchParams.get('q');
  const page = url.searchParams.get('page');
  if (q) query.set('keyword', q);
  if (page && /^\d{1,5}$/.test(page)) query.set('pageNumber', page);
  const [list, materials] = await Promise.all([
    adminRead<StockList>(context, `/api/admin/stock${query.size ? `?${query}` : ''}`, url),
    adminRead<{ items: { id: number; name: string; fields: Record<string, unknown> }[] }>(
      context,
      '/api/admin/taxonomy/materials?hepsi=true',
      url,
    ),
  ]);
  return {
    ...list,
    materials: materials.items.map(
      (item): MaterialChoice => ({
        id: item.id,
        name: item.name,
        unit: String(item.fields.unit ?? ''),
        stock: Number(item.fields.stock ?? 0),
      }),
    ),
  };
}

export const meta: Route.MetaFunction = () => [{ title: 'Stok | Çarşı Yönetim' }];

function AdjustForm({
  row,
  warehouses,
  materials,
  onDone,
}: {
  row: StockRow;
  warehouses: StockList['warehouses'];
  materials: MaterialChoice[];
  onDone: (message: string, waybillId: number | null) => void;
}) {
  const [used, setUsed] = useState<{ materialId: string | null; amount: number | string }[]>([
    { materialId: null, amount: '' },
  ]);
  const [kind, setKind] = useState<string>('count');
  const [warehouseId, setWarehouseId] = useState<string | null>(
    warehouses[0] ? String(warehouses[0].id) : null,
  );
  const [toWarehouseId, setTo] = useState<string | null>(null);
  const [quantity, setQuantity] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const options = warehouses.map((w) => ({ value: String(w.id), label: w.name }));
  async function save(event: React.FormEvent) {
    event.preventDefault();
    const values = {
      skuId: row.skuId,
      kind,
      warehouseId: warehouseId ? Number(warehouseId) : undefined,
      ...(kind === 'transfer' && toWarehouseId ? { toWarehouseId: Number(toWarehouseId) } : {}),
      quantity: quantity === '' ? undefined : Number(quantity),
      reason,
      ...(kind === 'produce'
        ? {
            materials: used
              .filter((line) => line.materialId !== null || line.amount !== '')
              .map((line) => ({
                materialId: line.materialId ? Number(line.materialId) : undefined,
                amount: line.amount === '' ? undefined : Number(line.amount),
              })),
          }
        : {}),
    };
    const result = await resultOf(
      (async () =>
        call('POST /api/admin/stock/adjustments', {
          body: checked(stockAdjustmentBody, values),
        }))(),
    );
    if (result.ok)
      return onDone(result.data.message, kind === 'transfer' ? result.data.activity.id : null);
    setErrors(result.fields);
    setMessage(result.message);
  }
  return (
    <form onSubmit={save} noValidate>
      <Stack>
        <Select
          label="Hareket"
          data={adjustmentKinds.map((k) => ({ value: k, label: adjustmentKindLabels[k] }))}
          value={kind}
          onChange={(v) => setKind(v ?? 'count')}
          allowDeselect={false}
        />
        <Select
          label="Depo"
          data={options}
          value={warehouseId}
          onChange={setWarehouseId}
          error={errors['body.warehouseId']}
        />
        {kind === 'transfer' ? (
          <Select
            label="Hedef depo"
            data={options}
            value={toWarehouseId}
            onChange={setTo}
            error={errors['body.toWarehouseId']}
          />
        ) : null}
        {kind === 'produce' ? (
          <Fieldset legend="Tüketilen malzemeler">
            {used.map((line, index) => {
              const material = materials.find((m) => String(m.id) === line.materialId);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
                <Group key={index} align="flex-start" grow>
                  <Select
                    label={`Malzeme ${index + 1}`}
                    data={materials.map((m) => ({
                      value: String(m.id),
                      label: `${m.name} (kalan ${m.stock} ${m.unit})`,
                    }))}
                    value={line.materialId}
                    onChange={(value) =>
                      setUsed((all) =>
                        all.map((l, i) => (i === index ? { ...l, materialId: value } : l)),
                      )
                    }
                    searchable
                    error={errors[`body.materials.${index}.materialId`]}
                  />
                  <NumberInput
                    label={`Miktar${material ? ` (${material.unit})` : ''}`}
                    value={line.amount}
                    decimalScale={3}
                    onChange={(value) =>
                      setUsed((all) =>
                        all.map((l, i) => (i === index ? { ...l, amount: value } : l)),
                      )
                    }
                    error={errors[`body.materials.${index}.amount`]}
                  />
                </Group>
              );
            })}
            {errors['body.materials'] ? (
              <Alert color="red" role="alert" mt="xs">
                {errors['body.materials']}
              </Alert>
            ) : null}
            <Button
              variant="subtle"
              size="xs"
              mt="xs"
              disabled={used.length >= 20}
              onClick={() => setUsed((all) => [...all, { materialId: null, amount: '' }])}
            >
              Malzeme ekle
            </Button>
          </Fieldset>
        ) : null}
        <NumberInput
          label={
            kind === 'count'
              ? 'Sayılan adet (depodaki)'
              : kind === 'produce'
                ? 'Üretilen adet'
                : 'Adet'
          }
          value={quantity}
          onChange={setQuantity}
          allowDecimal={false}
          error={errors['body.quantity']}
        />
        <TextInput
          label="Açıklama"
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={errors['body.reason']}
        />
        {message ? (
          <Alert color="red" role="alert">
            {message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit">Kaydet</Button>
        </Group>
      </Stack>
    </form>
  );
}

export default function Stock({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const [adjusting, setAdjusting] = useState<StockRow | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [waybillId, setWaybill] = useState<number | null>(null);
  const columns: ColumnDef<StockRow, unknown>[] = [
    { id: 'sku', header: 'SKU', cell: ({ row }) => row.original.sku },
    {
      id: 'product',
      header: 'Ürün',
      cell: ({ row }) => (
        <Link to={`/admin-panel/urun/duzenle/${row.original.productId}`}>
          {row.original.productName}
          {row.original.variant ? ` (${row.original.variant})` : ''}
        </Link>
      ),
    },
    { id: 'stock', header: 'Satılabilir stok', cell: ({ row }) => row.original.countInStock },
    {
      id: 'warehouses',
      header: 'Depolar',
      cell: ({ row }) =>
        row.original.warehouses.map((w) => `${w.name}: ${w.quantity}`).join(' · ') || '—',
    },
    {
      id: 'actions',
      header: 'İşlemler',
      cell: ({ row }) => (
        <Button size="xs" variant="light" onClick={() => setAdjusting(row.original)}>
          Stok hareketi
        </Button>
      ),
    },
  ];
  return (
    <AdminPage
      title="Stok"
      actions={
        <Button variant="default" component={Link} to="/admin-panel/stok/depolar">
          Depolar
        </Button>
      }
    >
      <ListSearch label="SKU veya ürün adı" />
      {saved ? (
        <Alert color="green" role="status">
          {saved}{' '}
          {waybillId ? (
            <Link to={`/admin-panel/stok/irsaliye-yazdir/${waybillId}`}>İrsaliye yazdır</Link>
          ) : null}
        </Alert>
      ) : null}
      <AdminTable
        caption="Stok"
        columns={columns}
        rows={loaderData.rows}
        rowKey={(r) => String(r.skuId)}
        empty="Aramaya uyan SKU yok."
      />
      <ListPager page={loaderData.page} pages={loaderData.pages} total={loaderData.total} />
      <Modal
        opened={adjusting !== null}
        onClose={() => setAdjusting(null)}
        title={`Stok hareketi: ${adjusting?.sku ?? ''}`}
        centered
      >
        {adjusting ? (
          <AdjustForm
            row={adjusting}
            warehouses={loaderData.warehouses}
            materials={loaderData.materials}
            onDone={(message, waybill) => {
              setAdjusting(null);
              setSaved(message);
              setWaybill(waybill);
              void revalidator.revalidate();
            }}
          />
        ) : null}
      </Modal>
    </AdminPage>
  );
}
