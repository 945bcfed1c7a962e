import {
  type AdminReturnItem,
  REFUND_REASON_VALUES,
  RETURN_STATUS_VALUES,
  type ReturnableOrder,
} from '@carsi/contract';
import { type AdminRole, roleCanDo } from '@carsi/contract/access';
import {
  formatTL,
  formatTrPhone,
  formatTurkeyDate,
  RETURN_STATUS_LABELS,
  returnRefundRefusal,
} from '@carsi/domain';
import { Button, Group, NativeSelect, NumberInput, Stack, TextInput } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { ActionButton, ActionOutcomeAlert, useAdminAction } from '../../admin/ActionButton';
import { AdminPage } from '../../admin/AdminPage';
import { AdminTable } from '../../admin/AdminTable';
import { ListPager, ListSearch } from '../../admin/ListControls';
import { adminRead, listQuery } from '../../admin/load';
import { call } from '../../api/call';
import { shopContext } from '../../web-context';
import type { Route } from './+types/returns';

interface ReturnList {
  returns: AdminReturnItem[];
  total: number;
  page: number;
  pages: number;
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const list = await adminRead<ReturnList>(
    context,
    `/api/admin/returns${listQuery(url, ['q', 'durum', 'sirala', 'page'])}`,
    url,
  );
  const role = shopContext(context).principal?.role as AdminRole;
  return { list, role };
}

export const meta: Route.MetaFunction = () => [
  { title: 'İadeler ve onay kodları | Yönetim | Çarşı' },
  { name: 'robots', content: 'noindex, nofollow' },
];

const dateOf = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat('tr-TR', {
        dateStyle: 'short',
        timeStyle: 'short',
        timeZone: 'Europe/Istanbul',
      }).format(new Date(iso))
    : '—';

/** How the card refund of a return stands, beside its status (nothing before and after). */
const CARD_REFUND_NOTES: Record<AdminReturnItem['refundState'], string> = {
  NONE: '',
  PENDING: ' · kart iadesi işleniyor',
  DONE: '',
  FAILED: ' · kart iadesi başarısız',
};

/** Admin iade-onay-kodu-olustur: returns (search, filter, paged), receive, refund, create. */
export default function AdminReturns({ loaderData }: Route.ComponentProps) {
  const { list, role } = loaderData;
  const action = useAdminAction();
  const columns: ColumnDef<AdminReturnItem, unknown>[] = [
    { header: 'İade kodu', accessorKey: 'code' },
    { header: 'Sipariş', accessorKey: 'orderNumber' },
    {
      header: 'Müşteri',
      cell: ({ row }) => `${row.original.customerName} · ${formatTrPhone(row.original.phone)}`,
    },
    { header: 'Neden', accessorKey: 'reason' },
    {
      header: 'Tutar',
      meta: { sortKey: 'refundAmount' },
      cell: ({ row }) =>
        `${formatTL(row.original.refundAmount)} (${row.original.refundChannel === 'card' ? 'kart' : 'havale'})`,
    },
    {
      header: 'Durum',
      cell: ({ row }) => {
        const r = row.original;
        const late = r.refundDueAt && !r.refundedAt && new Date(r.refundDueAt) < new Date();
        return (
          <span>
            {r.statusLabel}
            {CARD_REFUND_NOTES[r.refundState]}
            {r.refundDueAt && !r.refundedAt ? ` · son: ${dateOf(r.refundDueAt)}` : ''}
            {late ? ' (gecikti)' : ''}
            {returnRefundRefusal(r) === 'needsIban' ? ' · müşterinin IBAN girmesi bekleniyor' : ''}
          </span>
        );
      },
    },
    {
      header: 'Yasal iade süresi',
      meta: { sortKey: 'legalRefundDueAt' },
      cell: ({ row }) => {
        const r = row.original;
        if (!r.withdrawal || !r.legalRefundDueAt) return '—';
        const state = r.legalRefundState;
        return (
          <span data-testid={`yasal-sure-${r.code}`}>
            Cayma · son gün {formatTurkeyDate(Date.parse(r.legalRefundDueAt) - 1)}
            {state === 'late' ? (
              <strong> — süre geçti, hemen ödeyin</strong>
            ) : state === 'warn' ? (
              <strong> — süre doluyor</strong>
            ) : null}
          </span>
        );
      },
    },
    {
      header: 'IBAN',
      cell: ({ row }) =>
        row.original.refundChannel !== 'bankTransfer' ? (
          '—'
        ) : row.original.allowedActions.includes('viewIban') ? (
          <FullIban item={row.original} />
        ) : (
          (row.original.iban ?? 'yok')
        ),
    },
    {
      header: 'Tarih',
      meta: { sortKey: 'createdAt' },
      cell: ({ row }) => dateOf(row.original.createdAt),
    },
    {
      header: 'İşlem',
      cell: ({ row }) => {
        const r = row.original;
        return (
          <Group gap="xs">
            {r.allowedActions.includes('receive') ? (
              <ActionButton
                size="xs"
                action={action}
                actionKey={`receive-${r.returnId}`}
                aria-label={`${r.code} depoya alındı`}
                run={() =>
                  call('POST /api/admin/returns/:id/receive', { params: { id: r.returnId } })
                }
              >
                Depoya alındı
              </ActionButton>
            ) : null}
            {r.allowedActions.includes('refund') ? (
              <ActionButton
                size="xs"
                color="green"
                action={action}
                actionKey={`refund-${r.returnId}`}
                aria-label={`${r.code} geri ödeme`}
                confirm={{
                  title:
                    r.refundChannel === 'card' ? 'Kart iadesi yapılsın mı?' : 'Havale yapıldı mı?',
                  body:
                    r.refundChannel === 'card'
                      ? `${formatTL(r.refundAmount)} müşterinin kartına iade edilecek. Bu işlem geri alınamaz.`
                      : `${formatTL(r.refundAmount)} müşterinin IBAN'ına (${r.iban ?? 'yok'}) gönderildiyse onaylayın.`,
                  confirmLabel: r.refundChannel === 'card' ? 'İade et' : 'Havale yapıldı',
                }}
                run={() =>
                  call('POST /api/admin/returns/:id/refund', { params: { id: r.returnId } })
                }
              >
                {r.refundChannel === 'card' ? 'Karta iade et' : 'Havale yapıldı'}
              </ActionButton>
            ) : null}
          </Group>
        );
      },
    },
  ];
  return (
    <AdminPage title="İadeler ve onay kodları">
      <ListSearch label="İade kodu, sipariş no, telefon veya ad">
        <NativeSelect
          name="durum"
          label="Durum"
          defaultValue=""
          data={[
            { value: '', label: 'Tümü' },
            ...RETURN_STATUS_VALUES.map((s) => ({ value: s, label: RETURN_STATUS_LABELS[s] })),
          ]}
        />
      </ListSearch>
      <ActionOutcomeAlert outcome={action.outcome} />
      <AdminTable
        caption="İadeler"
        columns={columns}
        rows={list.returns}
        rowKey={(r) => r.returnId}
        empty="Bu aramaya uyan iade yok."
      />
      <ListPager page={list.page} pages={list.pages} total={list.total} />
      {roleCanDo(role, 'returns.create') ? <CreateByHand /> : null}
    </AdminPage>
  );
}

/**
 * The refund IBAN, masked until accounting or the owner asks for it in full to make the
 * transfer; the server records each view in the order's history.
 */
function FullIban({ item }: { item: AdminReturnItem }) {
  const [shown, setShown] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function show() {
    setError(null);
    try {
      const answer = await call('GET /api/admin/returns/:id/iban', {
        params: { id: item.returnId },
      });
      setShown(answer.iban);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Unknown error');
    }
  }
  if (shown)
    return (
      <span data-testid={`iban-${item.code}`} style={{ whiteSpace: 'nowrap' }}>
        {shown}
      </span>
    );
  return (
    <Group gap="xs" wrap="nowrap">
      <span>{item.iban}</span>
      <Button
        size="xs"
        variant="light"
        aria-label={`${item.code} IBAN'ı göster`}
        onClick={() => void show()}
      >
        IBAN'ı göster
      </Button>
      {error ? <span role="alert">{error}</span> : null}
    </Group>
  );
}

/** Creates an approved return and its code for an order's lines (returns.create). */
function CreateByHand() {
  const action = useAdminAction();
  const [orderNumber, setOrderNumber] = useState('');
  const [order, setOrder] = useState<ReturnableOrder | null>(null);
  const [qty, setQty] = useState<Record<number, number>>({});
  const [reason, setReason] = useState<(typeof REFUND_REASON_VALUES)[number]>(
    REFUND_REASON_VALUES[0],
  );
  const [error, setError] = useState<string | null>(null);
  async function find() {
    setError(null);
    try {
      setOrder(
        await call('GET /api/admin/returns/order/:orderNumber', {
          params: { orderNumber: orderNumber.trim() },
        }),
      );
      setQty({});
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Unknown error');
    }
  }
  return (
    <section aria-labelledby="elle-kod">
      <h2 id="elle-kod">Elle iade onay kodu oluştur</h2>
      <Group align="end">
        <TextInput
          label="Sipariş numarası"
          value={orderNumber}
          onChange={(e) => setOrderNumber(e.currentTarget.value)}
          placeholder="261121-48213"
        />
        <Button onClick={() => void find()}>Siparişi getir</Button>
      </Group>
      {error ? <p role="alert">{error}</p> : null}
      {order ? (
        <Stack mt="md">
          {order.lines.map((line) => (
            <NumberInput
              key={line.index}
              label={`${line.name} (alınan ${line.qty}, iade edilebilir ${line.qty - (line.qty - line.returnableQty)})`}
              min={0}
              max={line.qty}
              value={qty[line.index] ?? 0}
              onChange={(value) => setQty((q) => ({ ...q, [line.index]: Number(value) || 0 }))}
            />
          ))}
          <NativeSelect
            label="İade nedeni"
            value={reason}
            onChange={(e) =>
              setReason(e.currentTarget.value as (typeof REFUND_REASON_VALUES)[number])
            }
            data={[...REFUND_REASON_VALUES]}
          />
          <ActionOutcomeAlert outcome={action.outcome} />
          <ActionButton
            action={action}
            actionKey="create"
            run={() =>
              call('POST /api/admin/returns', {
                body: {
                  orderNumber: order.orderNumber,
                  reason,
                  lines: Object.entries(qty)
                    .filter(([, n]) => n > 0)
                    .map(([index, n]) => ({ index: Number(index), qty: n })),
                },
              })
            }
          >
            Onay kodu oluştur
          </ActionButton>
        </Stack>
      ) : null}
    </section>
  );
}
