import { data, redirect } from 'react-router';
import { catalogueOf } from '../catalogue.server';
import type { Route } from './+types/short-link';
import NotFound from './not-found';

/**
 * `/{code}`: a product short code (3–4 letters) or a model code opens its product
 * page; anything else — or a lookup slower than 1 s — is the 404 page.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const code = params.modelId ?? '';
  if (/^[A-Za-z0-9-]{2,40}$/.test(code)) {
    const target = await catalogueOf(context).resolveShortLink(code);
    if (target) throw redirect(target.path, 302);
  }
  return data(null, { status: 404 });
}

export default function ShortLink() {
  return <NotFound />;
}
