import { reviewsPath } from '@carsi/contract/catalogue';
import { data } from 'react-router';
import {
  catalogueOf,
  loadProductSubpage,
  parseProductId,
  postedFields,
  publicPageHeaders,
} from '../catalogue.server';
import { Pagination, sayfaHref } from '../components/catalogue/Pagination';
import { ProductSubpageHeader } from '../components/catalogue/ProductSubpageHeader';
import { ReviewItems } from '../components/catalogue/ReviewItems';
import { Field, NameField, VisitorForm } from '../components/catalogue/VisitorForm';
import { seoMeta, shopFromMatches } from '../seo';
import type { Route } from './+types/reviews';

export async function loader(args: Route.LoaderArgs) {
  const { product, entries } = await loadProductSubpage(args, reviewsPath, (catalogue, id, page) =>
    catalogue.reviews(id, page),
  );
  return { product, reviews: entries };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const id = parseProductId(params.id);
  const fields = await postedFields(request, ['name', 'rating', 'comment'] as const);
  const result = await catalogueOf(context).createReview(id, fields);
  if (!result.ok) return data(result, { status: result.status });
  return { ok: true as const, published: result.published };
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const { product, reviews } = loaderData;
  const page = reviews.page > 1 ? `?sayfa=${reviews.page}` : '';
  return seoMeta({
    title: `${product.name} yorumları`,
    description: `${product.name} için ${product.numReviews} değerlendirme, ortalama puan ${product.rating.toFixed(1)}.`,
    path: `${reviewsPath(product)}${page}`,
    publicUrl: shopFromMatches(matches)?.publicUrl,
  });
};

export default function ReviewsPage({ loaderData }: Route.ComponentProps) {
  const { product, reviews } = loaderData;
  return (
    <main className="container product-subpage">
      <ProductSubpageHeader
        product={{ ...product, rating: reviews.rating, numReviews: reviews.numReviews }}
        counts={reviews.ratingCounts}
        current="reviews"
      />
      <h1>{product.name} değerlendirmeleri</h1>
      {reviews.reviews.length > 0 ? (
        <ReviewItems reviews={reviews.reviews} />
      ) : (
        <p className="empty-state">Henüz değerlendirme yok. İlk değerlendirmeyi siz yazın.</p>
      )}
      <Pagination
        page={reviews.page}
        pages={reviews.pages}
        hrefFor={sayfaHref(reviewsPath(product))}
      />
      <VisitorForm
        title="Değerlendirme yazın"
        submitLabel="Değerlendirmeyi gönder"
        successText="Değerlendirmeniz için teşekkürler, yayınlandı."
        pendingText="Değerlendirmeniz için teşekkürler. Mağaza ekibimiz inceledikten sonra bu sayfada yayınlanacak."
      >
        {(failure) => (
          <>
            <NameField failure={failure} />
            <fieldset
              className="visitor-form__rating"
              aria-invalid={Boolean(failure?.fields.rating)}
            >
              <legend>Puanınız</legend>
              {[5, 4, 3, 2, 1].map((star) => (
                <label key={star}>
                  <input type="radio" name="rating" value={star} required /> {star} yıldız
                </label>
              ))}
              {failure?.fields.rating ? (
                <p className="visitor-form__error">{failure.fields.rating}</p>
              ) : null}
            </fieldset>
            <Field name="comment" label="Yorumunuz" failure={failure}>
              {(props) => <textarea {...props} rows={4} maxLength={2000} required />}
            </Field>
          </>
        )}
      </VisitorForm>
    </main>
  );
}
