import type { MarketplaceContext } from './context';
import type { MarketplaceAttribute, MarketplaceCategory, MarketplaceCode } from './marketplace';

// A marketplace's reference data (brands, categories, their attributes and values, the seller's
// addresses), read through the shared cache.

/** Capitalised the Turkish way ("taç" → "Taç"): Trendyol's brand search is case-sensitive. */
const turkishCapitalised = (text: string) =>
  text.length === 0 ? text : text[0]!.toLocaleUpperCase('tr-TR') + text.slice(1);

/** The category with this id anywhere in the tree. */
export function findCategory(tree: MarketplaceCategory[], id: string): MarketplaceCategory | null {
  for (const node of tree) {
    if (node.id === id) return node;
    const found = findCategory(node.children, id);
    if (found) return found;
  }
  return null;
}

export async function brands(ctx: MarketplaceContext, code: MarketplaceCode, name: string) {
  const query = name.trim();
  if (query.length === 0) return [];
  const forms = [...new Set([query, turkishCapitalised(query), query.toLocaleUpperCase('tr-TR')])];
  const client = await ctx.client(code);
  const found = new Map<string, { id: string; name: string }>();
  for (const form of forms) {
    const { data } = await ctx.cache.get(code, 'brands', form, () => client.searchBrands(form));
    for (const brand of data) found.set(brand.id, brand);
    if (found.size >= 50) break;
  }
  return [...found.values()].slice(0, 50);
}

export async function categoryTree(
  ctx: MarketplaceContext,
  code: MarketplaceCode,
  refresh = false,
) {
  const client = await ctx.client(code);
  return ctx.cache.get(code, 'categories', '', () => client.categoryTree(), { refresh });
}

export async function categoryAttributes(
  ctx: MarketplaceContext,
  code: MarketplaceCode,
  categoryId: string,
): Promise<MarketplaceAttribute[]> {
  const client = await ctx.client(code);
  const { data } = await ctx.cache.get(code, 'attributes', categoryId, () =>
    client.categoryAttributes(categoryId),
  );
  // Required first, then by name, as the mapping screen shows them.
  return [...data].sort(
    (a, b) => Number(b.required) - Number(a.required) || a.name.localeCompare(b.name, 'tr'),
  );
}

export async function attributeValues(
  ctx: MarketplaceContext,
  code: MarketplaceCode,
  categoryId: string,
  attributeId: string,
) {
  const client = await ctx.client(code);
  const { data } = await ctx.cache.get(code, 'values', `${categoryId}:${attributeId}`, () =>
    client.attributeValues(categoryId, attributeId),
  );
  return data;
}

export async function addresses(ctx: MarketplaceContext, code: MarketplaceCode) {
  const client = await ctx.client(code);
  const { data } = await ctx.cache.get(code, 'addresses', '', () => client.addresses());
  return data;
}
