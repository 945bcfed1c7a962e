import { loadCatalogue } from '../catalogue.server';
import { Pagination } from '../components/catalogue/Pagination';
import { ProductGrid } from '../components/catalogue/ProductGrid';
import { seoMeta, shopFromMatches } from '../seo';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  return loadCatalogue(context, { pageNumber: 1 });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: 'Çarşı — Nevresim, Yorgan, Yastık ve Ev Tekstili',
    description:
      'Nevresim takımları, yorganlar, yastıklar, alezler, battaniyeler, pikeler, havlu ve bornozlar. 250 TL üzeri ücretsiz kargo, 90 gün iade garantisi.',
    path: '/',
    publicUrl: shopFromMatches(matches)?.publicUrl,
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main className="container catalogue">
      <h1 className="catalogue__title">Uyku ve Ev Tekstili Ürünlerimiz</h1>
      <ProductGrid products={loaderData.products} />
      <Pagination
        page={1}
        pages={loaderData.pages}
        hrefFor={(n) => (n === 1 ? '/' : `/sayfa/${n}`)}
      />
    </main>
  );
}
