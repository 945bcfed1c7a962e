import { productPath } from '@carsi/contract/catalogue';
import {
  ADD_ON_DISCOUNT_PER_UNIT_KURUS,
  ADDITIONAL_ORDER_THRESHOLD_KURUS,
  DEFAULT_REFUND_GUARANTEE_DAYS,
  FREE_SHIPPING_THRESHOLD_KURUS,
  formatTL,
  INSTALLMENTS_WITHOUT_INTEREST,
  PACKING_START_HOUR,
} from '@carsi/domain';
import { data, Link } from 'react-router';
import { catalogueOf, publicPageHeaders } from '../catalogue.server';
import { seoMeta, shopFromMatches } from '../seo';
import type { Route } from './+types/mainland';

const SUFFIX = '-ile-nasil-indirimli-alisveri-yapiliyor';

/**
 * `/mainland/{product}-ile-nasil-indirimli-alisveri-yapiliyor`: how the time-limited
 * and add-on discounts work for that product, from the shop's real rules and the product's own
 * discount. `{product}` is the product's slug; anything else is the 404 page.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const segment = params.product ?? '';
  const slug = segment.endsWith(SUFFIX) ? segment.slice(0, -SUFFIX.length) : '';
  if (!/^[a-z0-9-]{2,120}$/.test(slug)) throw data(null, { status: 404 });
  const catalogue = catalogueOf(context);
  // The search finds the product by its name's words (the slug is the name, transliterated).
  const found = await catalogue.listProducts({ keyword: slug.replaceAll('-', ' '), pageNumber: 1 });
  const summary = found.products.find((p) => p.slug === slug);
  const product = summary ? await catalogue.productDetails(summary._id) : null;
  if (!product) throw data(null, { status: 404 });
  return { product, path: `/mainland/${segment}` };
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? seoMeta({
        title: `${loaderData.product.name} ile nasıl indirimli alışveriş yapılıyor?`,
        description: `${loaderData.product.name} için süreli indirim, ek sipariş indirimi, ücretsiz kargo ve taksit: nasıl işlediği adım adım.`,
        path: loaderData.path,
        publicUrl: shopFromMatches(matches)?.publicUrl,
        type: 'article',
      })
    : [];

export default function HowToShop({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  const sku = product.skus.find((s) => s.inStock) ?? product.skus[0];
  const price = sku?.price ?? product.defaultPrice;
  const gap = sku?.priceGap ?? product.defaultPriceGap;
  const discount = product.timeLimitedDiscount;
  const discounted = discount && price - discount.discountAmount > 0 ? discount : null;
  return (
    <main className="container static-page">
      <article>
        <h1>{product.name} ile nasıl indirimli alışveriş yapılıyor?</h1>
        <h2>Süreli indirim</h2>
        {discounted ? (
          <p>
            Sitemizi ilk ziyaret ettiğiniz andan başlayarak {discounted.discountDuration} saat
            boyunca {product.name} {formatTL(discounted.discountAmount)} indirimli:{' '}
            {formatTL(price)} yerine <strong>{formatTL(price - discounted.discountAmount)}</strong>.
            Ürün sayfasında kalan süreyi gösteren bir sayaç görürsünüz; süre bitince fiyat yeniden{' '}
            {formatTL(price)} olur ve sepetiniz yeni fiyatla hesaplanır. Süre, siparişi verdiğiniz
            anda geçerli olan fiyatla sabitlenir.
          </p>
        ) : (
          <p>Bu ürün için şu anda süreli indirim yok; ürün sayfasındaki fiyat geçerlidir.</p>
        )}
        {gap > 0 && gap < price ? (
          <>
            <h2>İkinci ve sonraki adetler</h2>
            <p>
              Aynı üründen birden fazla alırsanız ilk adetten sonraki her adet{' '}
              <strong>{formatTL(gap)}</strong>.
            </p>
          </>
        ) : null}
        <h2>Ek sipariş indirimi</h2>
        <p>
          Siparişiniz paketlenmeden önce (paketleme her gün saat {PACKING_START_HOUR}:00’dan
          itibaren başlar) sepete eklediğiniz ürünler ana siparişinize ek sipariş olarak bağlanır ve
          her adet için {formatTL(ADD_ON_DISCOUNT_PER_UNIT_KURUS)} indirim uygulanır. Ana
          siparişinizi kapıda ödemeyle verdiyseniz ve ek tutar{' '}
          {formatTL(ADDITIONAL_ORDER_THRESHOLD_KURUS)} veya altındaysa ek ürünler de kapıda ödenir;
          daha yüksek tutarlar kartla ödenir. Ana siparişiniz paketlendiğinde ek sipariş indirimi
          sona erer.
        </p>
        <h2>Kargo, taksit ve iade</h2>
        <ul>
          <li>
            {formatTL(FREE_SHIPPING_THRESHOLD_KURUS)} ve üzeri siparişlerde kargo ücretsizdir.
          </li>
          <li>Kredi kartına {INSTALLMENTS_WITHOUT_INTEREST} taksite kadar vade farkı yoktur.</li>
          <li>
            {product.refundGuarantee > 0 ? product.refundGuarantee : DEFAULT_REFUND_GUARANTEE_DAYS}{' '}
            gün iade garantisi.
          </li>
        </ul>
        <p>
          <Link to={productPath(product)} className="button button--primary">
            {product.name} ürün sayfasına git
          </Link>
        </p>
      </article>
    </main>
  );
}
