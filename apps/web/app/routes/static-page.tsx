import { formatTurkeyDate } from '@carsi/domain';
import { data } from 'react-router';
import { PageSections } from '../components/content/PageSections';
import { staticPageFor } from '../content/static-pages';
import { seoMeta, shopFromMatches } from '../seo';
import { shopContext } from '../web-context';
import type { Route } from './+types/static-page';

/** The page's text, written around the seller identity and return terms the owner keeps. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const slug = url.pathname.replace(/^\/|\/$/g, '');
  const { shop, storefront } = shopContext(context);
  const page = staticPageFor(slug, await storefront.legal(), shop.publicUrl);
  if (!page) throw data(null, { status: 404 });
  return { page };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? seoMeta({
        title: loaderData.page.title,
        description: loaderData.page.description,
        path: `/${loaderData.page.slug}`,
        publicUrl: shopFromMatches(matches)?.publicUrl,
        type: 'article',
      })
    : [];

export default function StaticPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <main className="container static-page">
      <article>
        <h1>{page.title}</h1>
        <p className="static-page__updated">
          Son güncelleme:{' '}
          <time dateTime={page.updatedAt}>{formatTurkeyDate(Date.parse(page.updatedAt))}</time>
        </p>
        <PageSections sections={page.sections} headingLevel="h2" />
      </article>
    </main>
  );
}
