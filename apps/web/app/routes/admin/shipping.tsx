import {
  CARRIER_CODES,
  CARRIER_LABELS,
  SHIPMENT_STATUS_VALUES,
  SHIPPING_TAB_LABELS,
  SHIPPING_TABS,
  type ShippingListRow,
  type ShippingTab,
} from '@carsi/contract';
import { type AdminRole, roleCanDo } from '@carsi/contract/access';
import { formatTL, formatTrPhone, SHIPMENT_STATUS_LABELS } from '@carsi/domain';
import { Anchor, Badge, Button, Checkbox, Group, NativeSelect, Tabs, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ActionButton, ActionOutcomeAlert, useAdminAction } from '../../admin/ActionButton';
import { AdminPage } from '../../admin/AdminPage';
import { AdminTable } from '../../admin/AdminTable';
import { ListPager, ListSearch } from '../../admin/ListControls';
import { adminRead, listQuery } from '../../admin/load';
import { SHIPMENT_STATUS_COLORS } from '../../admin/shipment-colors';
import { call } from '../../api/call';
import { shopContext } from '../../web-context';
import type { Route } from './+types/shipping';

interface ShippingList {
  rows: ShippingListRow[];
  total: number;
  counts: Record<ShippingTab, number>;
  page: number;
  pages: number;
}

interface BatchResult {
  message: string;
  results: { orderId: string; orderNumber: string | null; ok: boolean; message: string }[];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const list = await adminRead<ShippingList>(
    context,
    `/api/admin/shipments${listQuery(url, ['sekme', 'q', 'kargo', 'durum', 'page'])}`,
    url,
  );
  const role = shopContext(context).principal?.role as AdminRole;
  const tab = (SHIPPING_TABS as readonly string[]).includes(url.searchParams.get('sekme') ?? '')
    ? (url.searchParams.get('sekme') as ShippingTab)
    : 'to-book';
  return { list, role, tab };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Kargo işlemleri | Yönetim | Çarşı' },
  { name: 'robots', content: 'noindex, nofollow' },
];

const REASON_NOTES: Record<string, string> = {
  RURAL_LIST: ' (mobil bölge)',
  CARRIER_REFUSED: ' (ana firma kabul etmedi)',
  STAFF: ' (personel seçimi)',
};

/** Admin kargo-islemleri: orders to book, parcels by state, batch booking and labels. */
export default function AdminShipping({ loaderData }: Route.ComponentProps) {
  const { list, role, tab } = loaderData;
  const action = useAdminAction();
  const navigate = useNavigate();
  const location = useLocation();
  const [selected, setSelected] = useState<string[]>([]);
  const [batch, setBatch] = useState<BatchResult | null>(null);
  const mayBook = roleCanDo(role, 'orders.fulfil');
  const toggle = (id: string, on: boolean) =>
    setSelected((ids) => (on ? [...new Set([...ids, id])] : ids.filter((x) => x !== id)));
  const selectable = (row: ShippingListRow) =>
    tab === 'to-book' ? row.orderId : row.shipment?.labelPrintable ? row.shipment.id : null;
  const selectableIds = list.rows.map(selectable).filter((id): id is string => id !== null);

  const goTab = (next: string | null) => {
    const params = new URLSearchParams(location.search);
    params.set('sekme', next ?? 'to-book');
    params.delete('page');
    params.delete('durum');
    setSelected([]);
    setBatch(null);
    void navigate(`?${params.toString()}`);
  };

  const columns: ColumnDef<ShippingListRow, unknown>[] = [
    {
      id: 'select',
      header: () =>
        selectableIds.length ? (
          <Checkbox
            aria-label="Bu sayfadakilerin hepsini seç"
            checked={selectableIds.every((id) => selected.includes(id))}
            onChange={(e) => setSelected(e.currentTarget.checked ? selectableIds : [])}
          />
        ) : null,
      cell: ({ row }) => {
        const id = selectable(row.original);
        return id ? (
          <Checkbox
            aria-label={`${row.original.orderNumber} seç`}
            checked={selected.includes(id)}
            onChange={(e) => toggle(id, e.currentTarget.checked)}
          />
        ) : null;
      },
    },
    {
      header: 'Sipariş',
      cell: ({ row }) => (
        <Anchor component={Link} to={`/admin-panel/siparis/${row.original.orderId}`}>
          {row.original.orderNumber}
        </Anchor>
      ),
    },
    {
      header: 'Alıcı',
      cell: ({ row }) => (
        <span>
          {row.original.customerName}
          <br />
          <Text span size="xs" c="dimmed">
            {formatTrPhone(row.original.phone)} · {row.original.district} / {row.original.province}
          </Text>
        </span>
      ),
    },
    {
      header: 'Tutar',
      cell: ({ row }) =>
        `${formatTL(row.original.totalPrice)}${row.original.cashOnDelivery ? ' · kapıda ödeme' : ''}`,
    },
    {
      header: 'Kargo',
      cell: ({ row }) => {
        const r = row.original;
        if (!r.shipment)
          return r.suggestedCarrier
            ? `${CARRIER_LABELS[r.suggestedCarrier]}${REASON_NOTES[r.suggestedReason ?? ''] ?? ''}`
            : '—';
        return (
          <span>
            {r.shipment.carrierLabel}
            {REASON_NOTES[r.shipment.carrierReason] ?? ''}
            <br />
            <Text span size="xs" ff="monospace">
              {r.shipment.trackingUrl && r.shipment.trackingCode ? (
                <Anchor href={r.shipment.trackingUrl} target="_blank" rel="noreferrer">
                  {r.shipment.trackingCode}
                </Anchor>
              ) : (
                (r.shipment.trackingCode ?? r.shipment.key)
              )}
            </Text>
          </span>
        );
      },
    },
    {
      header: 'Durum',
      cell: ({ row }) => {
        const s = row.original.shipment;
        if (!s) return <Badge color="gray">Kargolanacak</Badge>;
        return (
          <span>
            <Badge color={s.lastError ? 'red' : SHIPMENT_STATUS_COLORS[s.status]}>
              {s.statusLabel}
            </Badge>
            {s.carrierStatusText ? (
              <Text size="xs" c="dimmed">
                {s.carrierStatusText}
              </Text>
            ) : null}
            {s.lastError ? (
              <Text size="xs" c="red">
                {s.lastError}
              </Text>
            ) : null}
          </span>
        );
      },
    },
    {
      header: 'İşlem',
      cell: ({ row }) => {
        const r = row.original;
        const s = r.shipment;
        if (!mayBook) return null;
        if (!s)
          return (
            <ActionButton
              size="xs"
              action={action}
              actionKey={`book-${r.orderId}`}
              aria-label={`${r.orderNumber} kargoya ver`}
              run={() =>
                call('POST /api/admin/orders/:id/shipment', { params: { id: r.orderId }, body: {} })
              }
            >
              Kargo kaydı aç
            </ActionButton>
          );
        return (
          <Group gap="xs" wrap="nowrap">
            {s.labelPrintable ? (
              <Button
                size="xs"
                variant="light"
                component="a"
                href={`/api/admin/shipments/${s.id}/label?format=pdf`}
                aria-label={`${r.orderNumber} etiketi (PDF)`}
              >
                Etiket
              </Button>
            ) : null}
            <ActionButton
              size="xs"
              variant="default"
              action={action}
              actionKey={`refresh-${s.id}`}
              aria-label={`${r.orderNumber} kargo durumunu sorgula`}
              run={() => call('POST /api/admin/shipments/:id/refresh', { params: { id: s.id } })}
            >
              Sorgula
            </ActionButton>
            {s.cancellable ? (
              <ActionButton
                size="xs"
                color="red"
                variant="light"
                action={action}
                actionKey={`cancel-${s.id}`}
                aria-label={`${r.orderNumber} kargo kaydını iptal et`}
                confirm={{
                  title: 'Kargo kaydı iptal edilsin mi?',
                  body: `${s.carrierLabel} kaydı (${s.trackingCode ?? s.key}) iptal edilecek.`,
                  confirmLabel: 'İptal et',
                }}
                run={() => call('POST /api/admin/shipments/:id/cancel', { params: { id: s.id } })}
              >
                İptal
              </ActionButton>
            ) : null}
          </Group>
        );
      },
    },
  ];

  const labelHref = (format: 'pdf' | 'zpl', ids: string[] | null) =>
    `/api/admin/shipment-labels?format=${format}${ids ? `&ids=${ids.join(',')}` : ''}`;

  return (
    <AdminPage title="Kargo işlemleri">
      <Tabs value={tab} onChange={goTab} keepMounted={false}>
        <Tabs.List aria-label="Kargo durumları">
          {SHIPPING_TABS.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {SHIPPING_TAB_LABELS[t]} ({list.counts[t] ?? 0})
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <ListSearch label="Sipariş no, telefon veya takip kodu">
        <input type="hidden" name="sekme" value={tab} />
        {tab !== 'to-book' ? (
          <>
            <NativeSelect
              name="kargo"
              label="Kargo firması"
              defaultValue={new URLSearchParams(location.search).get('kargo') ?? ''}
              data={[
                { value: '', label: 'Tümü' },
                ...CARRIER_CODES.map((c) => ({ value: c, label: CARRIER_LABELS[c] })),
              ]}
            />
            <NativeSelect
              name="durum"
              label="Durum"
              defaultValue={new URLSearchParams(location.search).get('durum') ?? ''}
              data={[
                { value: '', label: 'Sekmedekiler' },
                ...SHIPMENT_STATUS_VALUES.map((s) => ({
                  value: s,
                  label: SHIPMENT_STATUS_LABELS[s],
                })),
              ]}
            />
          </>
        ) : null}
      </ListSearch>
      {mayBook ? (
        <Group gap="sm" className="admin-shipping-batch">
          {tab === 'to-book' ? (
            <ActionButton
              action={action}
              actionKey="batch-book"
              disabled={selected.length === 0}
              run={async () => {
                const result = await call('POST /api/admin/shipments/batch', {
                  body: { orderIds: selected },
                });
                setBatch(result);
                setSelected([]);
                return result;
              }}
            >
              Seçilenlerin kargo kaydını aç ({selected.length})
            </ActionButton>
          ) : selected.length > 0 ? (
            <>
              <Button component="a" href={labelHref('pdf', selected)} variant="light">
                Seçilenlerin etiketleri (PDF, {selected.length})
              </Button>
              <Button component="a" href={labelHref('zpl', selected)} variant="default">
                Seçilenler ZPL
              </Button>
            </>
          ) : null}
          <Button component="a" href={labelHref('pdf', null)} variant="subtle">
            Bugünün tüm etiketleri (PDF)
          </Button>
        </Group>
      ) : null}
      <ActionOutcomeAlert outcome={action.outcome} />
      {batch ? (
        <ul aria-label="Toplu kargo kaydı sonuçları" className="admin-shipping-results">
          {batch.results
            .filter((r) => !r.ok)
            .map((r) => (
              <li key={r.orderId}>
                {r.orderNumber ?? r.orderId}: {r.message}
              </li>
            ))}
        </ul>
      ) : null}
      <AdminTable
        caption={SHIPPING_TAB_LABELS[tab]}
        columns={columns}
        rows={list.rows}
        rowKey={(r) => r.shipment?.id ?? r.orderId}
        empty={
          tab === 'to-book' ? 'Kargolanacak paketlenmiş sipariş yok.' : 'Bu sekmede gönderi yok.'
        }
      />
      <ListPager page={list.page} pages={list.pages} total={list.total} />
    </AdminPage>
  );
}
