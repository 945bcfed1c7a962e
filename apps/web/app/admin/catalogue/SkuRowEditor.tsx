import { SimpleGrid, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { MoneyInput, WholeInput } from './fields';
import type { SkuDraft } from './product/draft';

/**
 * One SKU row of product editing (code, size, colour, price, VAT, stock): the rows of a new
 * product and the SKU added to an existing one. `error` gives a field's message, from the
 * contract's schema in the browser or from the server.
 */
export function SkuRowEditor({
  value,
  onChange,
  error,
}: {
  value: SkuDraft;
  onChange: (next: SkuDraft) => void;
  error: (field: keyof SkuDraft) => ReactNode;
}) {
  const s = value;
  return (
    <SimpleGrid cols={{ base: 2, md: 6 }}>
      <TextInput
        label="SKU kodu"
        required
        value={s.sku}
        onChange={(e) => onChange({ ...s, sku: e.currentTarget.value })}
        error={error('sku')}
      />
      <TextInput
        label="Ebat"
        value={s.size}
        onChange={(e) => onChange({ ...s, size: e.currentTarget.value })}
        error={error('size')}
      />
      <TextInput
        label="Renk"
        value={s.color}
        onChange={(e) => onChange({ ...s, color: e.currentTarget.value })}
        error={error('color')}
      />
      <MoneyInput
        label="Fiyat"
        value={s.price}
        onChange={(price) => onChange({ ...s, price })}
        error={error('price')}
      />
      <WholeInput
        label="KDV %"
        value={s.vat}
        onChange={(vat) => onChange({ ...s, vat })}
        error={error('vat')}
      />
      <WholeInput
        label="Stok"
        value={s.countInStock}
        onChange={(countInStock) => onChange({ ...s, countInStock })}
        error={error('countInStock')}
      />
    </SimpleGrid>
  );
}
