import type { WholesaleAccountView } from '@carsi/contract';
import { formatTL } from '@carsi/domain';
import { Button, Group, NumberInput, Table, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type CallOutput, call, messageOf } from '../../api/call';
import type { useAdminAction } from '../ActionButton';
import { kurus, tl } from './labels';

type Found = CallOutput<'GET /api/wholesale/adminSearchSkus'>['skus'];

/** The account's own SKU prices (VAT excluded) until a date: found by search, then priced. */
export function PrivatePricing({
  account,
  action,
}: {
  account: WholesaleAccountView;
  action: ReturnType<typeof useAdminAction>;
}) {
  const pricing = account.reSeller.privatePricing;
  const [expiry, setExpiry] = useState(
    new Date(pricing.expiry ?? Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
  );
  const [prices, setPrices] = useState(pricing.skus);
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<Found>([]);
  const [searchError, setSearchError] = useState<string | null>(null);

  async function find() {
    if (!search.trim()) return;
    setSearchError(null);
    try {
      const result = await call('GET /api/wholesale/adminSearchSkus', {
        query: { keyword: search.trim() },
      });
      setFound(result.skus);
    } catch (failure) {
      setSearchError(messageOf(failure));
    }
  }

  return (
    <>
      <h2>Özel fiyatlar</h2>
      <p>
        {pricing.active
          ? `Geçerli, ${pricing.remainingDays} gün kaldı.`
          : 'Geçerli özel fiyat yok.'}
      </p>
      <TextInput
        type="date"
        label="Son geçerlilik tarihi"
        value={expiry}
        onChange={(e) => setExpiry(e.currentTarget.value)}
        maw={240}
      />
      <Group align="end" mt="sm">
        <TextInput
          label="SKU ara"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          error={searchError}
        />
        <Button variant="default" onClick={() => void find()}>
          Ara
        </Button>
      </Group>
      {found.length > 0 ? (
        <ul>
          {found.map((s) => (
            <li key={s.sku}>
              {s.sku} — {s.name} (
              {s.wholesalePrice !== null ? formatTL(s.wholesalePrice) : 'toptan fiyatı yok'}){' '}
              <Button
                size="compact-xs"
                variant="light"
                disabled={prices.some((p) => p.sku === s.sku)}
                onClick={() =>
                  setPrices((p) => [...p, { sku: s.sku, price: s.wholesalePrice ?? 100 }])
                }
              >
                Ekle
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <Table mt="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>SKU</Table.Th>
            <Table.Th>Özel fiyat (TL, KDV hariç)</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {prices.map((p) => (
            <Table.Tr key={p.sku}>
              <Table.Td>{p.sku}</Table.Td>
              <Table.Td>
                <NumberInput
                  aria-label={`${p.sku} özel fiyatı`}
                  min={0.01}
                  decimalScale={2}
                  value={tl(p.price)}
                  onChange={(v) =>
                    setPrices((all) =>
                      all.map((x) => (x.sku === p.sku ? { ...x, price: kurus(v) } : x)),
                    )
                  }
                />
              </Table.Td>
              <Table.Td>
                <Button
                  size="compact-xs"
                  color="red"
                  variant="light"
                  onClick={() => setPrices((all) => all.filter((x) => x.sku !== p.sku))}
                >
                  Çıkar
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Button
        mt="sm"
        loading={action.busy === 'pricing'}
        onClick={() =>
          void action.run('pricing', () =>
            call('PUT /api/wholesale/updateCurrentAccountWholeSalePricing', {
              body: {
                id: account._id,
                privatePricing: {
                  expiry: new Date(`${expiry}T23:59:59+03:00`).getTime(),
                  skus: prices,
                },
              },
            }),
          )
        }
      >
        Özel fiyatları kaydet
      </Button>
    </>
  );
}
