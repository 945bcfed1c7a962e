import type { ChannelPriceRule } from '@carsi/domain';
import { and, eq } from 'drizzle-orm';
import { marketplaceProductMatches, marketplaceSkuMatches } from '../../db/schema';
import { invalidFields } from '../../http/errors';
import type { MarketplaceContext } from './context';
import type { MarketplaceCode } from './marketplace';
import { loadProduct, productDetail } from './products';

export interface MatchInput {
  productId: number;
  brandId?: string | null | undefined;
  brandName?: string | null | undefined;
  categoryId?: string | null | undefined;
  categoryName?: string | null | undefined;
  attributes?:
    | { attributeId: string; valueIds?: string[] | undefined; customValue?: string | undefined }[]
    | undefined;
  skus?: { skuId: number; barcode: string; merchantSku?: string | undefined }[] | undefined;
  priceRule?: ChannelPriceRule | undefined;
  shipmentAddressId?: string | null | undefined;
  returningAddressId?: string | null | undefined;
  cargoCompanyId?: string | null | undefined;
  desi?: number | null | undefined;
}

/** Saves a product's match and its SKUs' barcodes (the `updateSku…` calls). */
export async function saveMatch(
  ctx: MarketplaceContext,
  code: MarketplaceCode,
  input: MatchInput,
  actor: string,
) {
  const { skuRows } = await loadProduct(ctx, code, input.productId);
  const known = new Map(skuRows.map((s) => [s.id, s]));
  const errors: { field: string; message: string }[] = [];
  const barcodes = new Set<string>();
  for (const [index, sku] of (input.skus ?? []).entries()) {
    if (!known.has(sku.skuId))
      errors.push({
        field: `body.skus.${index}.skuId`,
        message: 'Bu varyant bu ürüne ait değil.',
      });
    const barcode = sku.barcode.replace(/\s+/g, '');
    if (barcodes.has(barcode))
      errors.push({
        field: `body.skus.${index}.barcode`,
        message: 'Aynı barkod iki varyantta kullanılamaz.',
      });
    barcodes.add(barcode);
  }
  if (errors.length > 0) throw invalidFields(errors);
  await ctx.db.transaction(async (tx) => {
    const values = {
      ...(input.brandId !== undefined ? { brandId: input.brandId } : {}),
      ...(input.brandName !== undefined ? { brandName: input.brandName } : {}),
      ...(input.categoryId !== undefined ? { categoryId: input.categoryId } : {}),
      ...(input.categoryName !== undefined ? { categoryName: input.categoryName } : {}),
      ...(input.attributes !== undefined
        ? {
            attributes: input.attributes.map((a) => ({
              attributeId: a.attributeId,
              ...(a.valueIds && a.valueIds.length > 0 ? { valueIds: a.valueIds } : {}),
              ...(a.customValue?.trim() ? { customValue: a.customValue.trim() } : {}),
            })),
          }
        : {}),
      ...(input.priceRule !== undefined ? { priceRule: input.priceRule } : {}),
      ...(input.shipmentAddressId !== undefined
        ? { shipmentAddressId: input.shipmentAddressId }
        : {}),
      ...(input.returningAddressId !== undefined
        ? { returningAddressId: input.returningAddressId }
        : {}),
      ...(input.cargoCompanyId !== undefined ? { cargoCompanyId: input.cargoCompanyId } : {}),
      ...(input.desi !== undefined ? { desi: input.desi } : {}),
      updatedBy: actor,
      updatedAt: ctx.now(),
    };
    await tx
      .insert(marketplaceProductMatches)
      .values({ marketplace: code, productId: input.productId, ...values })
      .onConflictDoUpdate({
        target: [marketplaceProductMatches.marketplace, marketplaceProductMatches.productId],
        set: values,
      });
    for (const sku of input.skus ?? []) {
      const barcode = sku.barcode.replace(/\s+/g, '');
      const merchantSku = sku.merchantSku?.trim() || known.get(sku.skuId)!.sku;
      if (!barcode) {
        await tx
          .delete(marketplaceSkuMatches)
          .where(
            and(
              eq(marketplaceSkuMatches.marketplace, code),
              eq(marketplaceSkuMatches.skuId, sku.skuId),
            ),
          );
        continue;
      }
      const [taken] = await tx
        .select({ skuId: marketplaceSkuMatches.skuId })
        .from(marketplaceSkuMatches)
        .where(
          and(
            eq(marketplaceSkuMatches.marketplace, code),
            eq(marketplaceSkuMatches.barcode, barcode),
          ),
        );
      if (taken && taken.skuId !== sku.skuId)
        throw invalidFields([
          {
            field: `body.skus.${(input.skus ?? []).indexOf(sku)}.barcode`,
            message: `${barcode} barkodu başka bir üründe kullanılıyor.`,
          },
        ]);
      await tx
        .insert(marketplaceSkuMatches)
        .values({
          marketplace: code,
          skuId: sku.skuId,
          productId: input.productId,
          barcode,
          merchantSku,
        })
        .onConflictDoUpdate({
          target: [marketplaceSkuMatches.marketplace, marketplaceSkuMatches.skuId],
          set: { barcode, merchantSku, updatedAt: ctx.now() },
        });
    }
  });
  return productDetail(ctx, code, input.productId);
}
