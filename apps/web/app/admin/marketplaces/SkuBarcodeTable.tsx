import type { MarketplaceProductDetail } from '@carsi/contract';
import { Table, TextInput } from '@mantine/core';
import { lira } from './problems';

export interface SkuMatchState {
  skuId: number;
  barcode: string;
  merchantSku: string;
}

/** SKU → barcode and merchant SKU per variant, with the shop and marketplace prices. */
export function SkuBarcodeTable({
  skus,
  value,
  onChange,
  errors,
  merchantSkuLabel = 'Stok kodu',
}: {
  skus: MarketplaceProductDetail['skus'];
  value: SkuMatchState[];
  onChange: (next: SkuMatchState[]) => void;
  /** Problems by `skus.<sku>`. */
  errors: Record<string, string>;
  merchantSkuLabel?: string;
}) {
  const set = (skuId: number, patch: Partial<SkuMatchState>) =>
    onChange(value.map((v) => (v.skuId === skuId ? { ...v, ...patch } : v)));
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table>
        <Table.Caption>Varyantlar: barkod eşleştirme</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">SKU</Table.Th>
            <Table.Th scope="col">Varyant</Table.Th>
            <Table.Th scope="col">Barkod</Table.Th>
            <Table.Th scope="col">{merchantSkuLabel}</Table.Th>
            <Table.Th scope="col">Mağaza fiyatı</Table.Th>
            <Table.Th scope="col">Pazaryeri fiyatı</Table.Th>
            <Table.Th scope="col">Stok</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {skus.map((sku) => {
            const row = value.find((v) => v.skuId === sku.skuId);
            const error = errors[`skus.${sku.sku}`];
            return (
              <Table.Tr key={sku.skuId}>
                <Table.Td>{sku.sku}</Table.Td>
                <Table.Td>{sku.variant || '—'}</Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={`${sku.sku} barkodu`}
                    value={row?.barcode ?? ''}
                    placeholder={sku.suggestedBarcode ?? 'Barkod'}
                    maxLength={40}
                    error={error}
                    onChange={(e) => set(sku.skuId, { barcode: e.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={`${sku.sku} ${merchantSkuLabel.toLocaleLowerCase('tr-TR')}`}
                    value={row?.merchantSku ?? ''}
                    maxLength={100}
                    onChange={(e) => set(sku.skuId, { merchantSku: e.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td>{lira(sku.shopPrice)}</Table.Td>
                <Table.Td>{lira(sku.marketplacePrice)}</Table.Td>
                <Table.Td>{sku.stock}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
