import { searchPath } from '@carsi/domain';
import { redirect } from 'react-router';
import { catalogueOf, loadCatalogue, publicPageHeaders } from '../catalogue.server';
import { CampaignBanner } from '../components/catalogue/CampaignBanner';
import { InfiniteProductList } from '../components/catalogue/InfiniteProductList';
import { brand } from '../content/brand';
import { seoMeta, shopFromMatches } from '../seo';
import type { Route } from './+types/home';

export async function loader({ context, url }: Route.LoaderArgs) {
  // The header search submitted before the page was interactive (SearchBar's plain form).
  const searched = url.searchParams.get('q');
  if (searched !== null) throw redirect(searchPath(searched));
  const [list, campaign] = await Promise.all([
    loadCatalogue(context, { pageNumber: 1 }),
    catalogueOf(context).homeCampaign(),
  ]);
  return { list, campaign };
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: 'Çarşı — Nevresim, Yorgan, Yastık ve Ev Tekstili',
    description: `Nevresim takımları, yorganlar, yastıklar, alezler, battaniyeler, pikeler, havlu ve bornozlar. ${brand.policies.freeShippingThreshold} TL üzeri ücretsiz kargo, ${brand.policies.refundGuaranteeDays} gün iade garantisi.`,
    path: '/',
    publicUrl: shopFromMatches(matches)?.publicUrl,
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main className="container catalogue">
      <h1 className="catalogue__title">Uyku ve Ev Tekstili Ürünlerimiz</h1>
      <CampaignBanner campaign={loaderData.campaign} />
      <InfiniteProductList
        key="home"
        initial={loaderData.list}
        hrefFor={(n) => (n === 1 ? '/' : `/sayfa/${n}`)}
      />
    </main>
  );
}
