import type { CartLine } from '@carsi/contract';
import { lineAmounts } from '@carsi/domain';
import type { StoredCartLine } from '../../db/schema';
import type { PricedLine } from '../pricing/index';

/** What the database keeps of a priced line (the campaign gift is not kept). */
export function toStored(lines: readonly PricedLine[]): StoredCartLine[] {
  return lines
    .filter((line) => !line.gift)
    .map((line) => ({
      indexId: line.indexId,
      skuId: line.skuNumber,
      qty: line.qty,
      free: line.price === 0,
      ...(line.campaignId === undefined ? {} : { campaignId: line.campaignId }),
    }));
}

/** A priced line as the API shows it; `codeDiscount` is what discount codes take off it. */
export function toCartLine(line: PricedLine, codeDiscount = 0): CartLine {
  const free = line.price === 0;
  const amounts = lineAmounts(line);
  return {
    indexId: line.indexId,
    skuId: line.skuNumber,
    productId: line.productId,
    sku: line.sku,
    name: line.name,
    slug: line.slug,
    image: line.image,
    size: line.size,
    color: line.color,
    target: line.target,
    type: line.type,
    price: line.price,
    priceForOne: line.priceForOne,
    priceGap: line.priceGap ?? 0,
    vat: line.vat,
    qty: line.qty,
    maxPurchaseQty: line.maxPurchaseQty,
    countInStock: line.countInStock,
    productUnit: line.productUnit,
    buyOneGetOneFree: line.buyOneGetOneFree === true,
    free,
    gift: line.gift === true,
    codeDiscount,
    quantityLocked: free || line.buyOneGetOneFree === true,
    itemsTotalPrice: amounts.gross,
    undiscountedTotalPrice: amounts.undiscountedGross,
    discountEndsAt:
      line.discountEndsAt === undefined ? null : new Date(line.discountEndsAt).toISOString(),
  };
}
