import { imageUrlUpTo } from '@carsi/contract/images';
import { data, redirect } from 'react-router';
import { catalogueOf, parseProductId, publicPageHeaders } from '../catalogue.server';
import { ProductView } from '../components/catalogue/ProductView';
import { firstImage, metaDescription } from '../components/catalogue/product-seo';
import { seoMeta, shopFromMatches } from '../seo';
import type { Route } from './+types/landing';

const landingPath = (slug: string, id: number, urlExt: string) => `/land/${slug}/${id}/${urlExt}`;

/** A campaign's landing page: the product at campaign prices under the reduced header. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseProductId(params.id);
  const catalogue = catalogueOf(context);
  const product = await catalogue.campaignedProductDetails(id);
  const urlExt = product?.campaign.urlExt;
  if (!product || !urlExt || urlExt !== params.urlExt) throw data(null, { status: 404 });
  if (params.title !== product.slug) throw redirect(landingPath(product.slug, id, urlExt), 301);
  const [sideProducts, lastMonthSales] = await Promise.all([
    catalogue.sideProducts(product.sideProductIds),
    catalogue.lastMonthSales(id),
  ]);
  return { product, sideProducts, lastMonthSales };
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const { product } = loaderData;
  const image = firstImage(product);
  return [
    ...seoMeta({
      title: `${product.campaign.title}: ${product.name}`,
      description: metaDescription(product.description, product.name),
      path: landingPath(product.slug, product._id, product.campaign.urlExt ?? ''),
      publicUrl: shopFromMatches(matches)?.publicUrl,
      image: image ? imageUrlUpTo(image, 960) : undefined,
      type: 'product',
    }),
    // The product page is the indexable one; landing pages are for campaign traffic.
    { name: 'robots', content: 'noindex, follow' },
  ];
};

export default function LandingPage({ loaderData }: Route.ComponentProps) {
  return (
    <ProductView
      key={loaderData.product._id}
      product={loaderData.product}
      sideProducts={loaderData.sideProducts}
      lastMonthSales={loaderData.lastMonthSales}
    />
  );
}
