import type { ProductSku } from '@carsi/contract';
import { openingSku } from '@carsi/domain';

/** The variant dimensions a SKU can differ in, with their Turkish labels. */
export const DIMENSIONS = [
  { key: 'size', label: 'Ebat' },
  { key: 'color', label: 'Renk' },
  { key: 'type', label: 'Tip' },
  { key: 'target', label: 'Kullanım' },
] as const;
export type Dimension = (typeof DIMENSIONS)[number]['key'];

/** `Pass` marks a dimension that does not apply. */
const applies = (value: string) => value !== 'Pass' && value.trim() !== '';

/** Dimensions the product's SKUs use, each with its values in first-seen order. */
export function dimensionsOf(skus: readonly ProductSku[]) {
  return DIMENSIONS.flatMap(({ key, label }) => {
    const values = [...new Set(skus.map((s) => s[key]).filter(applies))];
    return values.length > 0 ? [{ key, label, values }] : [];
  });
}

/** The SKU shown first, whose price the list cards show too (domain `openingSku`). */
export function defaultSku<T extends ProductSku>(skus: readonly T[]): T | undefined {
  return openingSku(skus);
}

/**
 * The SKU after choosing `value` for `dimension`: one that keeps every other current choice if
 * it exists, else the closest one with that value (in stock first).
 */
export function chooseSku<T extends ProductSku>(
  skus: readonly T[],
  current: T,
  dimension: Dimension,
  value: string,
): T {
  const candidates = skus.filter((s) => s[dimension] === value);
  const score = (s: T) =>
    DIMENSIONS.filter(({ key }) => key !== dimension && s[key] === current[key]).length * 2 +
    (s.inStock ? 1 : 0);
  return (
    candidates.reduce<T | undefined>(
      (best, s) => (best === undefined || score(s) > score(best) ? s : best),
      undefined,
    ) ?? current
  );
}
