import { KEYWORD_MAX_LENGTH } from '@carsi/contract/catalogue';
import { isSearchTextValid } from '@carsi/domain';
import { data, Link, redirect } from 'react-router';
import { listCatalogue, parsePageNumber, publicPageHeaders } from '../catalogue.server';
import { InfiniteProductList } from '../components/catalogue/InfiniteProductList';
import { searchBanner } from '../components/catalogue/search-banner';
import { seoMeta, shopFromMatches } from '../seo';
import type { Route } from './+types/search';

const searchPath = (keyword: string, page: number) =>
  `/ara/${encodeURIComponent(keyword)}${page > 1 ? `/sayfa/${page}` : ''}`;

export async function loader({ params, context }: Route.LoaderArgs) {
  const keyword = (params.keyword ?? '').trim();
  if (!isSearchTextValid(keyword)) throw redirect('/');
  // Longer than any product name: not a search a shopper makes.
  if (keyword.length > KEYWORD_MAX_LENGTH) throw data(null, { status: 404 });
  const pageNumber = parsePageNumber(params.pageNumber);
  const result = await listCatalogue(context, { keyword, pageNumber });
  if (result.count > 0 && pageNumber > result.pages) throw data(null, { status: 404 });
  return { keyword, result };
}

export const headers = publicPageHeaders;

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
        {searchBanner(keyword, result)}
      </p>
      {count > 0 ? (
        <InfiniteProductList
          key={`${keyword}|${result.page}`}
          initial={result}
          keyword={keyword}
          hrefFor={(n) => searchPath(keyword, n)}
        />
      ) : (
        <div className="empty-state">
          <p>
            Yazımı kontrol edebilir, daha genel bir kelime deneyebilir ya da tüm ürünlere göz
            atabilirsiniz.
          </p>
          <ul className="empty-state__suggestions" aria-label="Popüler aramalar">
            {['Nevresim', 'Yorgan', 'Yastık', 'Battaniye', 'Havlu'].map((word) => (
              <li key={word}>
                <Link to={searchPath(word, 1)}>{word}</Link>
              </li>
            ))}
          </ul>
          <Link to="/" className="button button--primary">
            Tüm ürünleri gör
          </Link>
        </div>
      )}
    </main>
  );
}
