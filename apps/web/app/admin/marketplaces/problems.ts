import type { ListingProblemView } from '@carsi/contract';

/**
 * The check's problems by where the screen shows them: `brand`, `category`, `images`,
 * `skus.<sku>`, `attributes.<id>`, … A field's messages are joined; `images.N` problems go under
 * `images`, a SKU's barcode and price problems under `skus.<sku>`.
 */
export function problemsByField(problems: readonly ListingProblemView[]): Record<string, string> {
  const grouped: Record<string, string[]> = {};
  for (const problem of problems) {
    const parts = problem.field.split('.');
    const key =
      parts[0] === 'images'
        ? 'images'
        : parts[0] === 'skus' && parts.length >= 2
          ? `skus.${parts.slice(1, -1).join('.') || parts[1]}`
          : problem.field;
    grouped[key] = [...(grouped[key] ?? []), problem.message];
  }
  return Object.fromEntries(Object.entries(grouped).map(([k, v]) => [k, v.join(' ')]));
}

/** Kuruş as Turkish lira text: 137990 → "1.379,90 TL". */
export const lira = (kurus: number) =>
  `${(kurus / 100).toLocaleString('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} TL`;
