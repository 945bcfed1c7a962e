/**
 * Every page route with its area and guard — the one route table of the web app.
 * The web app registers a route module for each page it delivers (see apps/web/app/routes.ts);
 * the server enforces guards from this table with an HTTP redirect before any JavaScript runs.
 * Paths use React Router syntax (`:param`, `:param?`, `*`).
 */

export type PageArea = 'shop' | 'toptan' | 'admin';
export type PageGuard = 'none' | 'customer' | 'wholesale' | 'admin';

export interface PageRoute {
  id: string;
  path: string;
  area: PageArea;
  guard: PageGuard;
}

const shop = (id: string, path: string, guard: PageGuard = 'none'): PageRoute => ({
  id,
  path,
  area: 'shop',
  guard,
});
const toptan = (id: string, path: string, guard: PageGuard = 'wholesale'): PageRoute => ({
  id,
  path,
  area: 'toptan',
  guard,
});
const admin = (id: string, path: string): PageRoute => ({
  id,
  path: `/admin-panel/${path}`,
  area: 'admin',
  guard: 'admin',
});

export const pageRoutes: PageRoute[] = [
  // Consumer
  shop('home', '/'),
  shop('catalogue-page', '/sayfa/:pageNumber'),
  shop('search', '/ara/:keyword'),
  shop('search-page', '/ara/:keyword/sayfa/:pageNumber'),
  shop('cart', '/sepet/:id?'),
  shop('product', '/urun/:title/:id'),
  shop('reviews', '/yorumlar/:title/:id'),
  shop('questions', '/sorucevap/:title/:id'),
  shop('landing', '/land/:title/:id/:urlExt'),
  shop('checkout-details', '/siparis-bilgileri-adim-1/2'),
  shop('checkout-payment', '/odeme-adimi-2/2'),
  shop('payment-result', '/odeme-sonucu'),
  shop('thank-you', '/tesekkurler'),
  shop('post-payment-service', '/odeme-sonrasi-musteri-hizmetleri'),
  shop('customer-service', '/musteri-hizmetleri', 'customer'),
  shop('profile', '/profilim', 'customer'),
  shop('my-orders', '/siparislerim', 'customer'),
  shop('order-details', '/siparis-detaylari/:id/:orderId', 'customer'),
  shop('customer-login', '/musteri-hizmetleri-giris'),
  shop('support', '/destek'),
  shop('easy-return', '/kolay-iade-baslat'),
  shop('easy-return-item', '/kolay-iade-baslat/:shortOrderId/:id/:index'),
  shop('return-info', '/iade-bilgileri/:id'),
  shop('about', '/hakkimizda'),
  shop('contact', '/iletisim'),
  shop('sponsorships', '/sponsorluklar'),
  shop('careers', '/insan-kaynaklari'),
  shop('distance-sales-contract', '/mesafeli-satis-sozlesmesi'),
  shop('privacy', '/gizlilik-sozlesmesi'),
  shop('withdrawal', '/cayma-hakki'),
  shop('how-to-shop', '/mainland/:product'),
  shop('corporate-signup-info', '/mainland/kurumsal-kayit-aciklamasi'),
  shop('dealer-application', '/bayi-basvuru-formu'),
  shop('supplier-application', '/tedarikci-basvuru-formu'),
  shop('corporate-order-request', '/kurumsal-ve-toptan-siparis-talep-formu'),
  shop('export-inquiry', '/export-inquiries-form'),
  shop('top-bar-admin', '/ust-bar', 'admin'),
  shop('phone-short-link', '/x/:phone'),
  shop('short-link', '/:modelId'),

  // Wholesale
  toptan('wholesale-login', '/toptan-giris', 'none'),
  toptan('wholesale-signup', '/toptan-kayit', 'none'),
  toptan('wholesale-account', '/toptan-hesabi'),
  toptan('wholesale-company', '/toptan-firma-bilgileri'),
  toptan('wholesale-addresses', '/toptan-teslimat-adresleri'),
  toptan('wholesale-order-details', '/toptan-siparis-detay'),
  toptan('wholesale-order-confirm', '/toptan-siparis-onayi'),
  toptan('wholesale-orders', '/toptan-siparislerim'),
  toptan('wholesale-products', '/toptan-urunler'),
  toptan('wholesale-thank-you', '/toptan-siparis-tesekkurler'),
  toptan('wholesale-3ds', '/toptan-siparis-3ds-guvenli-odeme-sayfasi'),

  // Admin
  { id: 'admin-login', path: '/admin-giris', area: 'admin', guard: 'none' },
  { id: 'admin-signup', path: '/admin-kayit', area: 'admin', guard: 'none' },
  admin('admin-home', 'anasayfa'),
  admin('admin-users', 'kullanicilar'),
  admin('admin-user', 'kullanici/:id'),
  admin('admin-orders', 'siparisler'),
  admin('admin-order', 'siparis/:id'),
  admin('admin-order-print', 'siparis-yazdir/:id/:shortId'),
  admin('admin-departments', 'departmanlar'),
  admin('admin-main-categories', 'ana-kategoriler'),
  admin('admin-sub-categories', 'alt-kategoriler'),
  admin('admin-low-categories', 'son-kategoriler'),
  admin('admin-suppliers', 'tedarikciler'),
  admin('admin-brands', 'markalar'),
  admin('admin-variants', 'varyantlar'),
  admin('admin-models', 'modeller'),
  admin('admin-product-analysis', 'urun/analiz/:id/:name'),
  admin('admin-products', 'urunler'),
  admin('admin-product-add', 'urunler/urun-ekle/:id?'),
  admin('admin-product-edit', 'urun/duzenle/:id?'),
  admin('admin-sku-edit', 'sku/duzenle/:id/:productId/:skuIndex/:parasutProductId'),
  admin('admin-shipping', 'kargo-islemleri'),
  admin('admin-ups-areas', 'ups-il-ve-ilce-listesi'),
  admin('admin-ups-area-edit', 'ups-il-detay/duzenle/:id'),
  // The rural (mobil bölge) places booked with the second carrier; each carrier's settings.
  admin('admin-rural-areas', 'mobil-bolgeler'),
  admin('admin-carrier-settings', 'kargo-ayarlari'),
  admin('admin-customer-service', 'musteri-hizmetleri'),
  admin('admin-customer-service-item', 'musteri-hizmeti/:id/:supportIndex'),
  admin('admin-customer-service-statuses', 'musteri-hizmetleri/durum-olusturma-ekrani'),
  admin('admin-approved-order-statuses', 'onayli-siparis-durumlari'),
  // The list the two campaign pages are reached from.
  admin('admin-campaigns', 'kampanyalar'),
  admin('admin-campaign', 'kampanya/:id'),
  admin('admin-campaign-create', 'kampanya-olustur/:id'),
  admin('admin-invoices', 'fatura-islemleri'),
  admin('admin-invoice', 'fatura-islemleri/:id/:name/:orderId'),
  admin('admin-discount-codes', 'indirim-kodlari'),
  admin('admin-discount-code', 'indirim-kodu/:id'),
  admin('admin-pops', 'pops'),
  admin('admin-pop', 'pop-detay/:id'),
  admin('admin-reports', 'raporlar'),
  admin('admin-stock', 'stok'),
  admin('admin-materials', 'stok/malzemeler'),
  admin('admin-warehouses', 'stok/depolar'),
  admin('admin-waybill-print', 'stok/irsaliye-yazdir/:id'),
  admin('admin-items-to-pack', 'paketlenmesi-gereken-siparis-kalemleri'),
  // The managed (phone) orders staff take for a customer who calls.
  admin('admin-managed-order', 'telefonla-siparis'),
  admin('admin-message-board', 'mesaj-tahtasi'),
  // The storefront forms and /destek's requests without an order.
  admin('admin-forms', 'basvuru-formlari'),
  admin('admin-sms-campaigns', 'sms-kampanyalari'),
  admin('admin-sms-campaign', 'sms-kampanyasi-detayi/:id'),
  admin('admin-refund-codes', 'iade-onay-kodu-olustur'),
  admin('admin-visitor-questions', 'ziyaretci-sorulari'),
  admin('admin-top-bars', 'ust-bar'),
  admin('admin-top-bar', 'ust-bar-detay/:id'),
  admin('admin-current-accounts', 'cari'),
  admin('admin-current-account-ledgers', 'cari/hesaplar'),
  admin('admin-sales-reports', 'satis-raporlari'),
  admin('admin-notifications', 'bildirimler'),
  admin('admin-supplier-orders', 'tedarikci-siparisleri'),
  admin('admin-supplier-order-print', 'tedarikci-siparisi-yazdir/:id'),
  admin('admin-bulk-update', 'toplu-guncelleme'),
  admin('admin-visitor-analytics', 'ziyaretci-analizleri'),
  admin('admin-trendyol', 'trendyol'),
  admin('admin-hepsiburada', 'hepsiburada'),
  admin('admin-wholesale-settings', 'toptan-ayarlari'),
  admin('admin-wholesale-orders', 'toptan-siparisler'),
  admin('admin-wholesale-order', 'toptan-siparis-detay'),
  admin('admin-wholesale-order-print', 'toptan-siparis-yazdir'),
  admin('admin-seller-identity', 'satici-bilgileri'),
];

/** Where each guard sends a visitor without the right session. */
export const loginPathForGuard: Record<Exclude<PageGuard, 'none'>, string> = {
  customer: '/musteri-hizmetleri-giris',
  wholesale: '/toptan-giris',
  admin: '/admin-giris',
};

/** A path's segments: `/urun/:title/:id` → `urun`, `:title`, `:id`. */
export const pathSegments = (path: string): string[] => path.split('/').filter(Boolean);

/**
 * True when a path's segments match a route pattern's (`:param`, `:param?`, trailing `*`). The
 * patterns are split once, when this module loads: every page request is judged by them.
 */
export function matchesPattern(pattern: readonly string[], path: readonly string[]): boolean {
  let i = 0;
  for (const segment of pattern) {
    if (segment === '*') return true;
    const optional = segment.endsWith('?');
    const value = path[i];
    if (value === undefined) {
      if (optional) continue;
      return false;
    }
    if (!segment.startsWith(':') && segment !== value) return false;
    i++;
  }
  return i === path.length;
}

const guardedRoutes = pageRoutes
  .filter((route) => route.guard !== 'none' && route.path !== '/:modelId')
  .map((route) => ({ guard: route.guard, pattern: pathSegments(route.path) }));

/**
 * The guard that protects a path. Everything under /admin-panel is admin-only even when the
 * page is not in the table, so an unknown admin path never leaks the 404 page to a stranger.
 */
export function guardForPath(pathname: string): PageGuard {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/admin-panel' || path.startsWith('/admin-panel/')) return 'admin';
  const segments = pathSegments(path);
  return guardedRoutes.find((route) => matchesPattern(route.pattern, segments))?.guard ?? 'none';
}

/**
 * Storefront pages whose own name holds the word "toptan" without being the portal: the
 * corporate order form (/kurumsal-ve-toptan-siparis-talep-formu). A product whose slug says
 * "toptan" keeps the spec's rule (isSharedPage below).
 */
const shopPatternsNamingToptan = pageRoutes
  .filter((route) => route.area === 'shop')
  .map((route) => pathSegments(route.path))
  .filter((pattern) =>
    pattern.some((segment) => !segment.startsWith(':') && segment.includes('toptan')),
  );

/**
 * The area whose shell renders a path (any path containing toptan / admin), except a
 * storefront page of the table: a guest opening the corporate order form gets the shop's frame.
 */
export function areaForPath(pathname: string): PageArea {
  if (pathname.includes('admin')) return 'admin';
  if (!pathname.includes('toptan')) return 'shop';
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const segments = pathSegments(path);
  return shopPatternsNamingToptan.some((pattern) => matchesPattern(pattern, segments))
    ? 'shop'
    : 'toptan';
}

export function findPageRoute(id: string): PageRoute {
  const route = pageRoutes.find((r) => r.id === id);
  if (!route) throw new Error(`Unknown page route id: ${id}`);
  return route;
}

/**
 * Catalogue pages: the same HTML for every visitor, so the server keeps one rendered copy for
 * everybody, signed in or with a cart, and the browser fills in the personal parts (greeting,
 * cart count) after it loads, from GET /api/storefront/personal. Their loaders read only the
 * catalogue; the page still opts in to the HTML cache with `Cache-Control: public`.
 */
export const sharedPageIds: ReadonlySet<string> = new Set([
  'home',
  'catalogue-page',
  'search',
  'search-page',
  'product',
  'reviews',
  'questions',
  'landing',
  'how-to-shop',
  'corporate-signup-info',
]);

const sharedPagePatterns = pageRoutes
  .filter((route) => sharedPageIds.has(route.id))
  .map((route) => pathSegments(route.path));

/**
 * True when `pathname` is one of the shared catalogue pages (see sharedPageIds). A product
 * whose slug says "toptan" gets the wholesale shell, which shows who is signed in:
 * such an address is not shared.
 */
export function isSharedPage(pathname: string): boolean {
  if (areaForPath(pathname) !== 'shop') return false;
  const segments = pathSegments(pathname);
  return sharedPagePatterns.some((pattern) => matchesPattern(pattern, segments));
}

/**
 * Where the render's answer carries its HTML page, whole (apps/web entry.server.tsx): the server
 * takes the Buffer as it is (http/rendered-page.ts) instead of copying it into a Response body
 * and reading it back out, two copies of the page and a web stream per render.
 */
export const RENDERED_PAGE = Symbol.for('carsi.rendered-page');

/**
 * The nonce every inline script of a render carries (entry.server.tsx, root.tsx); the server
 * writes a fresh random nonce of the same length over it in each rendered page and names that
 * one in the page's Content-Security-Policy (http/page-nonce.ts).
 */
export const CSP_NONCE_PLACEHOLDER = 'carsi-csp-nonce-000000';
