import type { MarketplaceProductDetail, PriceRuleValue } from '@carsi/contract';
import type { AttributeChoices } from './AttributeFields';
import type { SkuMatchState } from './SkuBarcodeTable';

/** The product's saved attribute choices, as the attribute fields edit them. */
export const choicesOf = (match: MarketplaceProductDetail['match']): AttributeChoices =>
  Object.fromEntries(
    (match?.attributes ?? []).map((a) => [
      a.attributeId,
      {
        ...(a.valueIds ? { valueIds: a.valueIds } : {}),
        ...(a.customValue ? { customValue: a.customValue } : {}),
      },
    ]),
  );

/** Each SKU's barcode (the saved one, else the shop's own) and merchant SKU. */
export const skuStateOf = (detail: MarketplaceProductDetail): SkuMatchState[] =>
  detail.skus.map((s) => ({
    skuId: s.skuId,
    barcode: s.barcode ?? s.suggestedBarcode ?? '',
    merchantSku: s.merchantSku,
  }));

/** The saved price rule, else the shop's price as it is. */
export const priceRuleOf = (match: MarketplaceProductDetail['match']): PriceRuleValue =>
  match?.priceRule ?? { kind: 'percent', value: 0, ending: 'none' };
