import type { AdminOrderDetail } from '@carsi/contract';
import { formatTL, variantLabel } from '@carsi/domain';
import { Group, NativeSelect, NumberInput, TextInput } from '@mantine/core';
import { useState } from 'react';
import { call } from '../api/call';
import { ActionButton, type useAdminAction } from './ActionButton';

interface SwapOption {
  skuId: number;
  sku: string;
  size: string;
  color: string;
  price: number;
  countInStock: number;
}

const variant = (v: { size: string; color: string }) => variantLabel(v) || 'Tek seçenek';

/**
 * "Beden/renk değiştir" on the admin order page: some units of a line become the
 * same product's other size or colour before packing. The server moves the stock and settles
 * the difference (cash on delivery: the new total; card: a cheaper choice is refunded).
 */
export function SwapLineForm({
  order,
  action,
}: {
  order: Pick<AdminOrderDetail, 'orderId' | 'lines'>;
  action: ReturnType<typeof useAdminAction>;
}) {
  const lines = order.lines.filter((line) => line.qty > 0 && line.price > 0);
  const [line, setLine] = useState<number | null>(null);
  const [qty, setQty] = useState(1);
  const [skuId, setSkuId] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [options, setOptions] = useState<SwapOption[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const chosen = lines.find((l) => l.index === line);
  const params = { id: order.orderId };

  async function chooseLine(value: string) {
    const index = value === '' ? null : Number(value);
    setLine(index);
    setSkuId(null);
    setQty(1);
    setOptions(null);
    setLoadError(null);
    if (index === null) return;
    try {
      const answer = await call('GET /api/admin/orders/:id/swap-options', {
        params,
        query: { line: index },
      });
      setOptions(answer.options);
    } catch (failure) {
      setLoadError(failure instanceof Error ? failure.message : 'Seçenekler yüklenemedi.');
    }
  }

  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="swap-line-title">
      <h3 id="swap-line-title">Beden veya renk değiştir</h3>
      <Group align="flex-end" wrap="wrap">
        <NativeSelect
          label="Ürün"
          value={line === null ? '' : String(line)}
          onChange={(e) => void chooseLine(e.currentTarget.value)}
          data={[
            { value: '', label: 'Seçin' },
            ...lines.map((l) => ({
              value: String(l.index),
              label: `${l.name} — ${variant(l)} (${l.qty} adet)`,
            })),
          ]}
        />
        {chosen ? (
          <NumberInput
            label="Adet"
            min={1}
            max={chosen.qty}
            value={qty}
            onChange={(v) => setQty(Math.max(1, Math.min(chosen.qty, Number(v) || 1)))}
            w={90}
          />
        ) : null}
        {options ? (
          <NativeSelect
            label="Yeni beden / renk"
            value={skuId === null ? '' : String(skuId)}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setSkuId(value === '' ? null : Number(value));
            }}
            data={[
              { value: '', label: options.length === 0 ? 'Başka seçenek yok' : 'Seçin' },
              ...options.map((o) => ({
                value: String(o.skuId),
                label: `${variant(o)} — ${formatTL(o.price)} (stok ${o.countInStock})`,
                disabled: o.countInStock < qty,
              })),
            ]}
          />
        ) : null}
        <TextInput
          label="Neden"
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={300}
        />
        <ActionButton
          action={action}
          actionKey="swap-line"
          variant="default"
          disabled={line === null || skuId === null}
          run={async () => {
            // The button is disabled until both are chosen.
            if (line === null || skuId === null) throw new Error('Yeni beden veya rengi seçin.');
            const result = await call('POST /api/admin/orders/:id/swap-line', {
              params,
              body: { line, qty, skuId, reason },
            });
            setLine(null);
            setSkuId(null);
            setOptions(null);
            return result;
          }}
          confirm={{
            title: 'Ürün değiştirilsin mi?',
            body: 'Eski seçenek stoğa geri alınır, yenisi stoktan düşülür. Kapıda ödemede yeni tutar tahsil edilir; kartla ödenen siparişte ucuz seçeneğin farkı karta iade edilir.',
            confirmLabel: 'Değiştir',
          }}
        >
          Beden/renk değiştir
        </ActionButton>
      </Group>
      {loadError ? <p role="alert">{loadError}</p> : null}
    </section>
  );
}
