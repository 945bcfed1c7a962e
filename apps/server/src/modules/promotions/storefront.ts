import type { StorefrontPromotionsView } from '@carsi/contract';
import type { PromotionServices } from './routes';

/**
 * What every storefront page shows of the promotions: the answers of the three public reads
 * (top bars and pop-ups `requestedby=client`, the 404 page's code), from the same cached services.
 */
export async function storefrontPromotions(
  { bars, codes, popups }: PromotionServices,
  now: Date,
): Promise<StorefrontPromotionsView> {
  const [topBars, notFound, pops] = await Promise.all([
    bars.clientBars(now.getTime()),
    codes.notFoundCode(now),
    popups.clientPops(now.getTime()),
  ]);
  return { topBars, pops: pops.pops, notFoundCode: notFound.code };
}
