import type { Database } from '../../db/client';
import type { PricedLine } from '../catalogue/index';
import {
  type CartCodes,
  type CodeUser,
  cartCodes,
  NO_CODES,
  withCampaignGift,
} from '../promotions/index';
import type { CartPrices } from './cart-prices';

/** A cart as it is charged: its lines with the campaign gift, and its codes checked now. */
export interface PricedCart {
  lines: PricedLine[];
  codes: CartCodes;
}

/**
 * The promotions the server applies to a cart's catalogue-priced lines (see priceLines): the
 * running campaign's gift line (promotions/gift.ts), then the discount codes entered in the
 * cart, checked at `nowMs` against the lines with the gift. `prices` is where campaigns come
 * from (the cart's cache; else the database); `hasCodes: false` says the cart holds no code (its read counted
 * them), so none are looked up.
 */
export async function priceCart(
  db: Database,
  cartId: string,
  lines: readonly PricedLine[],
  nowMs: number,
  buyer: CodeUser,
  { prices, hasCodes = true }: { prices?: CartPrices | undefined; hasCodes?: boolean } = {},
): Promise<PricedCart> {
  const all = prices ? await prices.withCampaignGift(lines) : await withCampaignGift(db, lines);
  const codes = hasCodes ? await cartCodes(db, cartId, all, nowMs, buyer) : NO_CODES;
  return { lines: all, codes };
}
