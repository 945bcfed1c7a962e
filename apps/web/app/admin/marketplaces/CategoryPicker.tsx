import type { MarketplaceCategoryView } from '@carsi/contract';
import { Select } from '@mantine/core';
import { useMemo } from 'react';

/** Every leaf with its path ("Ev & Yaşam › Ev Tekstili › Nevresim Takımı"): only leaves take products. */
export function leafCategories(
  tree: readonly MarketplaceCategoryView[],
): { value: string; label: string }[] {
  const out: { value: string; label: string }[] = [];
  const walk = (nodes: readonly MarketplaceCategoryView[], path: string[]) => {
    for (const node of nodes) {
      const here = [...path, node.name];
      if (node.leaf || node.children.length === 0)
        out.push({ value: node.id, label: here.join(' › ') });
      else walk(node.children, here);
    }
  };
  walk(tree, []);
  return out;
}

/** A searchable picker of the marketplace's leaf categories. */
export function CategoryPicker({
  tree,
  value,
  onChange,
  error,
}: {
  tree: readonly MarketplaceCategoryView[];
  value: string | null;
  onChange: (id: string | null, label: string | null) => void;
  error?: string | undefined;
}) {
  const leaves = useMemo(() => leafCategories(tree), [tree]);
  return (
    <Select
      label="Pazaryeri kategorisi (en alt kategori)"
      placeholder="Kategori adı yazın"
      searchable
      clearable
      limit={200}
      nothingFoundMessage="Kategori bulunamadı"
      data={leaves}
      value={value}
      error={error}
      onChange={(id) =>
        onChange(
          id,
          leaves
            .find((l) => l.value === id)
            ?.label.split(' › ')
            .at(-1) ?? null,
        )
      }
    />
  );
}
