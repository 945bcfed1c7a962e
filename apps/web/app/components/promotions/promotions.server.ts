import type { PopList, TopBarList } from '@carsi/contract';
import { areaForPath } from '@carsi/contract/pages';
import type { RouterContextProvider } from 'react-router';
import { shopContext } from '../../web-context';
import type { StorefrontPromotions } from './TopBar';

/**
 * The storefront's promotions for the root loader: the public top bar and pop-up lists and the
 * 404 page's code, read in-process from the promotions API, and for a signed-in customer whether
 * they already got a discount. Admin pages get none (no top bar there).
 */
export async function storefrontPromotions(
  context: Readonly<RouterContextProvider>,
  pathname: string,
): Promise<StorefrontPromotions | null> {
  if (areaForPath(pathname) === 'admin') return null;
  const { api, principal } = shopContext(context);
  // Only a signed-in customer's page asks (such pages are never HTML-cached).
  const customerStatus =
    principal?.kind === 'customer'
      ? api.get<{ alreadyGotDiscount: boolean }>('/api/pops/customer-status')
      : null;
  const [bars, code, pops, status] = await Promise.all([
    api.get<TopBarList>('/api/admintopbar/listtopbars?requestedby=client'),
    api.get<{ code: string | null }>('/api/discountcode/notfound'),
    api.get<PopList>('/api/adminpops/listpops?requestedby=client'),
    customerStatus,
  ]);
  return {
    topBars: bars.ok ? bars.data : null,
    pops: pops.ok ? pops.data.pops : [],
    renderedAt: Date.now(),
    notFoundCode: code.ok ? code.data.code : null,
    // When the answer fails, err on the side of no pop-up (the server refuses the code anyway).
    customerGotDiscount: status ? !status.ok || status.data.alreadyGotDiscount : false,
  };
}
