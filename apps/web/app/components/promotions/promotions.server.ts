import { areaForPath } from '@carsi/contract/pages';
import type { RouterContextProvider } from 'react-router';
import { shopContext } from '../../web-context';
import type { StorefrontPromotions } from './TopBar';

/**
 * The storefront's promotions for the root loader: the public top bar and pop-up lists and the
 * 404 page's code, read in-process from the promotions services — the same for every visitor
 * (the pop-up's rule about a signed-in customer comes with the page's personal parts). Admin
 * pages get none (no top bar there).
 */
export async function storefrontPromotions(
  context: Readonly<RouterContextProvider>,
  pathname: string,
): Promise<StorefrontPromotions | null> {
  if (areaForPath(pathname) === 'admin') return null;
  const { topBars, pops, notFoundCode } = await shopContext(context).storefront.promotions();
  return { topBars, pops, notFoundCode, renderedAt: Date.now() };
}
