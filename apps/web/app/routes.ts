import { findPageRoute } from '@carsi/contract/pages';
import { type RouteConfig, route } from '@react-router/dev/routes';

/**
 * The pages this build delivers, taken from the one route table in @carsi/contract
 * (SPEC §2: every route with its area and guard). A page is listed here only once it exists.
 */
const page = (id: string, file: string) => route(findPageRoute(id).path, file, { id });

export default [
  page('home', 'routes/home.tsx'),
  page('catalogue-page', 'routes/catalogue-page.tsx'),
  page('search', 'routes/search.tsx'),
  page('search-page', 'routes/search.tsx'),
  page('about', 'routes/static-page.tsx'),
  page('contact', 'routes/static-page.tsx'),
  page('sponsorships', 'routes/static-page.tsx'),
  page('careers', 'routes/static-page.tsx'),
  page('distance-sales-contract', 'routes/static-page.tsx'),
  page('privacy', 'routes/static-page.tsx'),
  page('withdrawal', 'routes/static-page.tsx'),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
