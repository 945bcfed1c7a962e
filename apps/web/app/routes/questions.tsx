import { questionsPath } from '@carsi/contract/catalogue';
import { formatTurkeyDate } from '@carsi/domain';
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
import { Field, NameField, VisitorForm } from '../components/catalogue/VisitorForm';
import { seoMeta, shopFromMatches } from '../seo';
import type { Route } from './+types/questions';

export async function loader(args: Route.LoaderArgs) {
  const { product, entries } = await loadProductSubpage(
    args,
    questionsPath,
    (catalogue, id, page) => catalogue.questions(id, page),
  );
  return { product, questions: entries };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const id = parseProductId(params.id);
  const fields = await postedFields(request, ['name', 'question'] as const);
  const result = await catalogueOf(context).createQuestion(id, fields);
  if (!result.ok) return data(result, { status: result.status });
  return { ok: true as const, published: result.published };
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const { product, questions } = loaderData;
  const page = questions.page > 1 ? `?sayfa=${questions.page}` : '';
  return seoMeta({
    title: `${product.name} soru ve cevapları`,
    description: `${product.name} hakkında sorulan ${questions.count} soru ve mağazamızın yanıtları.`,
    path: `${questionsPath(product)}${page}`,
    publicUrl: shopFromMatches(matches)?.publicUrl,
  });
};

export default function QuestionsPage({ loaderData }: Route.ComponentProps) {
  const { product, questions } = loaderData;
  return (
    <main className="container product-subpage">
      <ProductSubpageHeader product={product} counts={product.ratingCounts} current="questions" />
      <h1>{product.name} hakkında soru ve cevaplar</h1>
      {questions.questions.length > 0 ? (
        <ul className="qa-list">
          {questions.questions.map((q) => (
            <li key={q._id} className="qa">
              <p className="qa__question">
                <strong>{q.name}</strong> ·{' '}
                <time dateTime={q.createdAt}>{formatTurkeyDate(Date.parse(q.createdAt))}</time>
              </p>
              <p>{q.question}</p>
              {q.answer ? (
                <p className="qa__answer">
                  <strong>{q.answeredBy ?? 'Çarşı'} yanıtladı:</strong> {q.answer}
                </p>
              ) : (
                <p className="qa__waiting">Yanıt bekleniyor.</p>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty-state">Bu ürün hakkında henüz soru sorulmamış.</p>
      )}
      <Pagination
        page={questions.page}
        pages={questions.pages}
        hrefFor={sayfaHref(questionsPath(product))}
      />
      <VisitorForm
        title="Soru sorun"
        submitLabel="Soruyu gönder"
        successText="Sorunuz alındı. Yanıtımız bu sayfada yayınlanacak."
        pendingText="Sorunuz alındı. Mağaza ekibimiz inceledikten sonra sorunuz yanıtıyla birlikte bu sayfada yayınlanacak."
      >
        {(failure) => (
          <>
            <NameField failure={failure} />
            <Field name="question" label="Sorunuz" failure={failure}>
              {(props) => <textarea {...props} rows={3} maxLength={1000} required />}
            </Field>
          </>
        )}
      </VisitorForm>
    </main>
  );
}
