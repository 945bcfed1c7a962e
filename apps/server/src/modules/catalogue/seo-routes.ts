import { PRODUCTS_PER_PAGE, productPath, questionsPath, reviewsPath } from '@carsi/contract';
import { findPageRoute } from '@carsi/contract/pages';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { products, questions } from '../../db/schema';
import { etagMatches, showsNoProduct } from './catalogue-cache';
import type { Catalogue } from './catalogue-service';
import { outerProductId } from './product-summary';

/** Legal and company pages listed in the sitemap (ids of the page table). */
const STATIC_PAGE_IDS = [
  'about',
  'contact',
  'sponsorships',
  'careers',
  'distance-sales-contract',
  'privacy',
  'withdrawal',
];

/** robots.txt: everything but admin, wholesale, the API and the stand-ins may be crawled. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /admin-panel/',
    'Disallow: /toptan',
    'Disallow: /api/',
    'Disallow: /__sandbox/',
    'Disallow: /sepet',
    'Allow: /',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`,
  );

/** Every indexable storefront URL: home, catalogue pages, products with their reviews and Q&A. */
export async function sitemapXml(db: Database, publicUrl: string): Promise<string> {
  const [listed, [total]] = await Promise.all([
    db
      .select({
        id: products.id,
        slug: products.slug,
        updatedAt: products.updatedAt,
        numReviews: products.numReviews,
        numQuestions: sql<number>`(select count(*)::int from ${questions}
          where ${questions.productId} = ${outerProductId} and ${questions.isPublished})`,
      })
      .from(products)
      .where(eq(products.isActive, true))
      .orderBy(asc(products.id)),
    db
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.isActive, true))),
  ]);
  const pages = Math.max(1, Math.ceil((total?.n ?? 0) / PRODUCTS_PER_PAGE));
  const urls: { loc: string; lastmod?: string }[] = [{ loc: '/' }];
  for (let n = 2; n <= pages; n++) urls.push({ loc: `/sayfa/${n}` });
  for (const p of listed) {
    const ref = { slug: p.slug, _id: p.id };
    const lastmod = p.updatedAt.toISOString().slice(0, 10);
    urls.push({ loc: productPath(ref), lastmod });
    if (p.numReviews > 0) urls.push({ loc: reviewsPath(ref), lastmod });
    if (p.numQuestions > 0) urls.push({ loc: questionsPath(ref), lastmod });
  }
  for (const id of STATIC_PAGE_IDS) urls.push({ loc: findPageRoute(id).path });
  const body = urls
    .map(
      (u) =>
        `  <url><loc>${escapeXml(publicUrl + u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

export function registerSeoRoutes(app: FastifyInstance, catalogue: Catalogue, publicUrl: string) {
  const robots = robotsTxt(publicUrl);
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robots),
  );
  app.get('/sitemap.xml', async (request, reply) => {
    const { value, etag } = await catalogue.cache.remember(
      '/sitemap.xml',
      async () => ({ value: await sitemapXml(catalogue.db, publicUrl) }),
      // Addresses only: a price change leaves it as it is.
      { shows: showsNoProduct },
    );
    reply.header('etag', etag).header('cache-control', 'public, max-age=0, must-revalidate');
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/xml; charset=utf-8').send(value);
  });
}
