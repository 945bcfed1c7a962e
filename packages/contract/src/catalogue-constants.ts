/** Catalogue numbers shared by server and web. No zod here: the storefront bundle imports it. */

/** Products per catalogue page (home, /sayfa/n, search). */
export const PRODUCTS_PER_PAGE = 24;
/** Search text longer than this is refused (400 naming `query.keyword`; the page shows 404). */
export const KEYWORD_MAX_LENGTH = 100;
/** How many ids `sideproductslist` accepts at once. */
export const SIDE_PRODUCTS_MAX = 24;
/** Reviews and questions per page on /yorumlar and /sorucevap. */
export const REVIEWS_PER_PAGE = 10;
/** Product page path: /urun/{slugified name}/{id}. */
export const productPath = (product: { slug: string; _id: number }) =>
  `/urun/${product.slug}/${product._id}`;
export const reviewsPath = (product: { slug: string; _id: number }) =>
  `/yorumlar/${product.slug}/${product._id}`;
export const questionsPath = (product: { slug: string; _id: number }) =>
  `/sorucevap/${product.slug}/${product._id}`;
