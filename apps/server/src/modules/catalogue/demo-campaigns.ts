import type { Database } from '../../db/client';
import { productCampaigns } from '../../db/schema';

/** The demo shop's campaigns: a gift on the home page and one landing page. */
export const DEMO_CAMPAIGNS = [
  {
    code: 'KLK',
    kind: 'free',
    title: 'Her siparişe hediye kırlent kılıfı',
    urlExt: null,
    pricePercent: 0,
  },
  {
    code: 'PSNL',
    kind: 'landing',
    title: 'Bahar fırsatı: %15 indirim',
    urlExt: 'bahar-firsati',
    appeal: 'bahar-instagram',
    pricePercent: 85,
  },
] as const;

/** Adds the demo campaigns for the products that exist (codes missing from the catalogue are skipped). */
export async function seedDemoCampaigns(
  tx: Pick<Database, 'insert'>,
  productIds: ReadonlyMap<string, number>,
): Promise<void> {
  const rows = DEMO_CAMPAIGNS.flatMap(({ code, ...campaign }) => {
    const productId = productIds.get(code);
    return productId === undefined ? [] : [{ ...campaign, productId }];
  });
  if (rows.length > 0) await tx.insert(productCampaigns).values(rows);
}
