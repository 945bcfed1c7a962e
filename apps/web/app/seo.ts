import type { ShopInfo } from '@carsi/contract';

interface SeoInput {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. /sayfa/2. */
  path: string;
  publicUrl: string | undefined;
  image?: string | undefined;
  type?: 'website' | 'product' | 'article';
}

export const SITE_NAME = 'Çarşı';

/** Title, description, canonical link and Open Graph tags for one page. */
export function seoMeta({
  title,
  description,
  path,
  publicUrl,
  image,
  type = 'website',
}: SeoInput) {
  const base = publicUrl ?? '';
  const url = `${base}${path}`;
  const fullTitle = title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:locale', content: 'tr_TR' },
    { property: 'og:type', content: type },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    ...(image ? [{ property: 'og:image', content: `${base}${image}` }] : []),
  ];
}

/** The root loader's shop info, as seen from a route's meta function. */
export function shopFromMatches(matches: readonly unknown[]): ShopInfo | undefined {
  const root = matches.find(
    (m): m is { id: string; data: { shop: ShopInfo } } =>
      typeof m === 'object' && m !== null && (m as { id?: string }).id === 'root',
  );
  return root?.data?.shop;
}
