import {
  CARRIER_CODES,
  CARRIER_LABELS,
  CARRIER_REASON_LABELS,
  type CarrierCodeValue,
  type OrderShippingView,
  type ShipmentDetail,
} from '@carsi/contract';
import { COD_KIND_LABELS, type CodKind, formatTL } from '@carsi/domain';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  NativeSelect,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { call } from '../../api/call';
import { ActionButton, ActionOutcomeAlert, useAdminAction } from '../ActionButton';
import { SHIPMENT_STATUS_COLORS } from '../shipment-colors';
import { when } from './shared';

/**
 * "Kargo": the order's parcels (carrier, tracking code, steps with the carrier's own words),
 * the suggested carrier (main, or the rural one and why) with a staff override, cash on
 * delivery, and the booking, label, query and cancel buttons for staff who ship orders.
 */
export function OrderShipping({
  orderId,
  orderStatus,
}: {
  orderId: string;
  /** The order's status on the page: a change (packed, shipped…) reloads this section. */
  orderStatus: string;
}) {
  const action = useAdminAction();
  const [view, setView] = useState<OrderShippingView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [carrier, setCarrier] = useState<string>('');
  const [codKind, setCodKind] = useState<CodKind>('CASH');

  const load = useCallback(async () => {
    try {
      setView(await call('GET /api/admin/orders/:id/shipping', { params: { id: orderId } }));
      setError(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Kargo bilgisi alınamadı.');
    }
  }, [orderId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: orderStatus is the reload signal
  useEffect(() => {
    void load();
  }, [load, orderStatus]);

  // Each action reloads the section afterwards, whatever its outcome.
  const run = async (_key: string, task: () => Promise<unknown>) => {
    try {
      return await task();
    } finally {
      await load();
    }
  };

  return (
    <section aria-labelledby="siparis-kargo" className="admin-order-shipping">
      <h2 id="siparis-kargo">Kargo</h2>
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      {!view && !error ? (
        <Group gap="xs" aria-live="polite">
          <Loader size="xs" />
          <Text size="sm">Kargo bilgisi yükleniyor…</Text>
        </Group>
      ) : null}
      {view ? (
        <Stack gap="sm">
          <Text size="sm">
            Önerilen firma: <strong>{CARRIER_LABELS[view.suggestedCarrier]}</strong> (
            {CARRIER_REASON_LABELS[view.suggestedReason]}) · {view.pieces} parça · {view.desi} desi
            · {view.kg} kg
            {view.cashOnDelivery ? ` · Kapıda ödeme: ${formatTL(view.cashOnDelivery.amount)}` : ''}
          </Text>
          {view.bookable && view.mayShip ? (
            <Group align="end" gap="sm">
              <NativeSelect
                label="Kargo firması"
                value={carrier}
                onChange={(e) => setCarrier(e.currentTarget.value)}
                data={[
                  { value: '', label: `Önerilen (${CARRIER_LABELS[view.suggestedCarrier]})` },
                  ...CARRIER_CODES.map((c) => ({ value: c, label: CARRIER_LABELS[c] })),
                ]}
              />
              {view.cashOnDelivery ? (
                <NativeSelect
                  label="Tahsilat"
                  value={codKind}
                  onChange={(e) => setCodKind(e.currentTarget.value as CodKind)}
                  data={(['CASH', 'CARD'] as const).map((k) => ({
                    value: k,
                    label: COD_KIND_LABELS[k],
                  }))}
                />
              ) : null}
              <ActionButton
                action={action}
                actionKey="book-shipment"
                run={() =>
                  run('book-shipment', () =>
                    call('POST /api/admin/orders/:id/shipment', {
                      params: { id: orderId },
                      body: {
                        ...(carrier ? { carrier: carrier as CarrierCodeValue } : {}),
                        ...(view.cashOnDelivery ? { codKind } : {}),
                      },
                    }),
                  )
                }
              >
                Kargo kaydı aç
              </ActionButton>
            </Group>
          ) : null}
          {!view.bookable && view.shipments.length === 0 ? (
            <Text size="sm" c="dimmed">
              Sipariş paketlenince kargo kaydı açılabilir.
            </Text>
          ) : null}
          <ActionOutcomeAlert outcome={action.outcome} />
          {view.shipments.map((s) => (
            <ShipmentCard
              key={s.id}
              shipment={s}
              mayShip={view.mayShip}
              action={action}
              run={run}
            />
          ))}
        </Stack>
      ) : null}
    </section>
  );
}

function ShipmentCard({
  shipment: s,
  mayShip,
  action,
  run,
}: {
  shipment: ShipmentDetail;
  mayShip: boolean;
  action: ReturnType<typeof useAdminAction>;
  run: (key: string, call: () => Promise<unknown>) => Promise<unknown>;
}) {
  return (
    <div className="admin-shipment" data-testid={`shipment-${s.key}`}>
      <Group gap="xs" wrap="wrap">
        <strong>
          {s.direction === 'RETURN' ? 'İade · ' : ''}
          {s.carrierLabel}
        </strong>
        <Badge color={SHIPMENT_STATUS_COLORS[s.status]}>{s.statusLabel}</Badge>
        <Text size="sm">
          Takip:{' '}
          {s.trackingCode && s.trackingUrl ? (
            <a href={s.trackingUrl} target="_blank" rel="noreferrer">
              {s.trackingCode}
            </a>
          ) : (
            (s.trackingCode ?? '—')
          )}{' '}
          · Anahtar: <span style={{ fontFamily: 'monospace' }}>{s.key}</span>
        </Text>
        {s.carrierReason !== 'MAIN' ? (
          <Text size="sm" c="dimmed">
            {CARRIER_REASON_LABELS[s.carrierReason]}
          </Text>
        ) : null}
      </Group>
      {s.codAmount ? (
        <Text size="sm">
          Kapıda ödeme: {formatTL(s.codAmount)} ({COD_KIND_LABELS[s.codKind ?? 'CASH']})
          {s.remittanceAmount !== null
            ? ` · Kargo firmasının tahsil ettiği: ${formatTL(s.remittanceAmount)}`
            : ' · tahsilat bildirilmedi'}
        </Text>
      ) : null}
      {s.returnCode ? <Text size="sm">İade kodu: {s.returnCode}</Text> : null}
      {s.lastError ? (
        <Text size="sm" c="red" role="alert">
          {s.lastError}
        </Text>
      ) : null}
      {mayShip ? (
        <Group gap="xs" mt="xs">
          {s.labelPrintable ? (
            <>
              <Button
                size="xs"
                variant="light"
                component="a"
                href={`/api/admin/shipments/${s.id}/label?format=pdf`}
              >
                Etiket (PDF)
              </Button>
              <Button
                size="xs"
                variant="default"
                component="a"
                href={`/api/admin/shipments/${s.id}/label?format=zpl`}
              >
                Etiket (ZPL)
              </Button>
            </>
          ) : null}
          {s.open ? (
            <ActionButton
              size="xs"
              variant="default"
              action={action}
              actionKey={`refresh-${s.id}`}
              run={() =>
                run(`refresh-${s.id}`, () =>
                  call('POST /api/admin/shipments/:id/refresh', { params: { id: s.id } }),
                )
              }
            >
              Durumu sorgula
            </ActionButton>
          ) : null}
          {s.cancellable ? (
            <ActionButton
              size="xs"
              color="red"
              variant="light"
              action={action}
              actionKey={`cancel-${s.id}`}
              confirm={{
                title: 'Kargo kaydı iptal edilsin mi?',
                body: `${s.carrierLabel} kaydı (${s.trackingCode ?? s.key}) iptal edilecek.`,
                confirmLabel: 'İptal et',
              }}
              run={() =>
                run(`cancel-${s.id}`, () =>
                  call('POST /api/admin/shipments/:id/cancel', { params: { id: s.id } }),
                )
              }
            >
              Kargo kaydını iptal et
            </ActionButton>
          ) : null}
        </Group>
      ) : null}
      {s.events.length ? (
        // On a phone the four columns scroll inside their own box, not the page.
        <Table.ScrollContainer minWidth={520} mt="xs">
          <Table striped withTableBorder aria-label={`${s.key} hareketleri`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Zaman</Table.Th>
                <Table.Th>Durum</Table.Th>
                <Table.Th>Kargo firmasının ifadesi</Table.Th>
                <Table.Th>Kim</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {s.events.map((e) => (
                <Table.Tr key={`${e.at}-${e.to}-${e.actor}`}>
                  <Table.Td>{when(e.at)}</Table.Td>
                  <Table.Td>
                    {e.toLabel}
                    {e.note ? ` — ${e.note}` : ''}
                  </Table.Td>
                  <Table.Td>{e.carrierStatusText ?? '—'}</Table.Td>
                  <Table.Td>{e.actor}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </div>
  );
}
