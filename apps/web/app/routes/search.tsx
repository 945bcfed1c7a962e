import { isSearchTextValid } from '@carsi/domain';
import { data, Link, redirect } from 'react-router';
import { listCatalogue, parsePageNumber } from '../catalogue.server';
import { Pagination } from '../components/catalogue/Pagination';
import { ProductGrid } from '../components/catalogue/ProductGrid';
import { seoMeta, shopFromMatches } from '../seo';
import type { Route } from './+types/search';

const searchPath = (keyword: string, page: number) =>
  `/ara/${encodeURIComponent(keyword)}${page > 1 ? `/sayfa/${page}` : ''}`;

export async function loader({ params, context }: Route.LoaderArgs) {
  const keyword = (params.keyword ?? '').trim();
  if (!isSearchTextValid(keyword)) throw redirect('/');
  const pageNumber = parsePageNumber(params.pageNumber);
  const result = await listCatalogue(context, { keyword, pageNumber });
  if (result.count > 0 && pageNumber > result.pages) throw data(null, { status: 404 });
  return { keyword, result };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...seoMeta({
    title: `"${loaderData?.keyword ?? ''}" arama sonuçları`,
    description: `Çarşı'da "${loaderData?.keyword ?? ''}" için bulunan ürünler.`,
    path: searchPath(loaderData?.keyword ?? '', loaderData?.result.page ?? 1),
    publicUrl: shopFromMatches(matches)?.publicUrl,
  }),
  { name: 'robots', content: 'noindex, follow' },
];

export default function Search({ loaderData }: Route.ComponentProps) {
  const { keyword, result } = loaderData;
  const count = result.count;
  return (
    <main className="container catalogue">
      <h1 className="catalogue__title">Arama: “{keyword}”</h1>
      <p className="search-banner" role="status">
        {count > 0
          ? `“${keyword}” için ${count} ürün bulundu.`
          : `“${keyword}” için ürün bulunamadı.`}
      </p>
      {count > 0 ? (
        <>
          <ProductGrid products={result.products} />
          <Pagination
            page={result.page}
            pages={result.pages}
            hrefFor={(n) => searchPath(keyword, n)}
          />
        </>
      ) : (
        <div className="empty-state">
          <p>
            Yazımı kontrol edebilir, daha genel bir kelime deneyebilir ya da tüm ürünlere göz
            atabilirsiniz.
          </p>
          <Link to="/" className="button button--primary">
            Tüm ürünleri gör
          </Link>
        </div>
      )}
    </main>
  );
}
