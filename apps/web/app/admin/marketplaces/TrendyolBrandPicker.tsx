import { Autocomplete } from '@mantine/core';
import { useState } from 'react';
import { call, messageOf } from '../../api/call';

export type Brand = { id: string; name: string };

/**
 * Trendyol's brand, picked from its brand list: typing (two letters or more) searches the list,
 * a picked option sets the brand. Until one is picked the product has none.
 */
export function TrendyolBrandPicker({
  value,
  onChange,
  error,
}: {
  value: Brand | null;
  onChange: (brand: Brand | null) => void;
  error: string | undefined;
}) {
  const [text, setText] = useState(value?.name ?? '');
  const [options, setOptions] = useState<Brand[]>([]);
  const [searchError, setSearchError] = useState<string | null>(null);

  async function search(next: string) {
    setText(next);
    if (value && next !== value.name) onChange(null);
    if (next.trim().length < 2) return;
    try {
      const found = await call('GET /api/trendyol/getTrendyolBrandList', {
        query: { brand: next.trim() },
      });
      setOptions(found.brands);
      setSearchError(found.brands.length === 0 ? 'Bu adla Trendyol markası bulunamadı.' : null);
    } catch (failure) {
      setSearchError(messageOf(failure));
    }
  }

  return (
    <Autocomplete
      label="Trendyol markası"
      placeholder="Marka adı yazın (en az 2 harf)"
      value={text}
      data={options.map((b) => ({ value: `${b.name}#${b.id}`, label: b.name }))}
      filter={({ options: shown }) => shown}
      error={error ?? searchError ?? undefined}
      description={value ? `Seçili: ${value.name} (${value.id})` : 'Listeden bir marka seçin.'}
      // A picked option arrives as its value (`name#id`); typing searches Trendyol's list.
      onOptionSubmit={(picked) => {
        const id = picked.slice(picked.lastIndexOf('#') + 1);
        const found = options.find((b) => b.id === id);
        if (!found) return;
        onChange(found);
        setText(found.name);
        setSearchError(null);
      }}
      onChange={(next) => {
        if (next.includes('#')) return;
        void search(next);
      }}
    />
  );
}
