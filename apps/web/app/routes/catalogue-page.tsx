import { redirect } from 'react-router';
import { loadCatalogue, parsePageNumber, publicPageHeaders } from '../catalogue.server';
import { InfiniteProductList } from '../components/catalogue/InfiniteProductList';
import { seoMeta, shopFromMatches } from '../seo';
import type { Route } from './+types/catalogue-page';

export async function loader({ params, context }: Route.LoaderArgs) {
  const pageNumber = parsePageNumber(params.pageNumber);
  if (pageNumber === 1) throw redirect('/', 301);
  return loadCatalogue(context, { pageNumber });
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seoMeta({
    title: `Tüm Ürünler — Sayfa ${loaderData?.page ?? ''}`,
    description:
      'Çarşı ev tekstili ürünleri: nevresim, yorgan, yastık, alez, battaniye, pike, havlu.',
    path: `/sayfa/${loaderData?.page ?? ''}`,
    publicUrl: shopFromMatches(matches)?.publicUrl,
  });

export default function CataloguePage({ loaderData }: Route.ComponentProps) {
  return (
    <main className="container catalogue">
      <h1 className="catalogue__title">Tüm Ürünler — Sayfa {loaderData.page}</h1>
      <InfiniteProductList
        key={loaderData.page}
        initial={loaderData}
        hrefFor={(n) => (n === 1 ? '/' : `/sayfa/${n}`)}
      />
    </main>
  );
}
