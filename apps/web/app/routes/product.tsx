import { productPath } from '@carsi/contract/catalogue';
import { imageUrlUpTo } from '@carsi/contract/images';
import {
  catalogueOf,
  parseProductId,
  publicPageHeaders,
  requireCanonical,
} from '../catalogue.server';
import { ProductView } from '../components/catalogue/ProductView';
import { firstImage, metaDescription, productJsonLd } from '../components/catalogue/product-seo';
import { seoMeta, shopFromMatches } from '../seo';
import type { Route } from './+types/product';

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const id = parseProductId(params.id);
  const catalogue = catalogueOf(context);
  const product = requireCanonical(
    await catalogue.productDetails(id),
    params.title,
    productPath,
    url.search,
  );
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
  const base = shopFromMatches(matches)?.publicUrl ?? '';
  const path = productPath(product);
  const image = firstImage(product);
  return [
    ...seoMeta({
      title: product.name,
      description: metaDescription(product.description, product.name),
      path,
      publicUrl: base,
      image: image ? imageUrlUpTo(image, 960) : undefined,
      type: 'product',
    }),
    ...productJsonLd(product, `${base}${path}`, base),
  ];
};

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  return (
    <ProductView
      key={loaderData.product._id}
      product={loaderData.product}
      sideProducts={loaderData.sideProducts}
      lastMonthSales={loaderData.lastMonthSales}
    />
  );
}
