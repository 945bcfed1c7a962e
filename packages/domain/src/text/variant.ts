/**
 * A SKU's variant in words: every dimension that applies (`Pass` means it does not),
 * in one order — size, colour, type, use — so no screen drops a weight kept in `type` or a
 * target. "200x220 / Beyaz / 1000 gr"; '' for a product with one variant.
 */
export function variantLabel(
  sku: { size?: string; color?: string; type?: string; target?: string },
  separator = ' / ',
): string {
  return [sku.size, sku.color, sku.type, sku.target]
    .filter((value): value is string => !!value && value.trim() !== '' && value !== 'Pass')
    .join(separator);
}
