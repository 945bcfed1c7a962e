import { FORM_DEFINITIONS, type FormKind } from '@carsi/contract/forms';
import { ApplicationForm } from '../components/forms/ApplicationForm';
import { seoMeta, shopFromMatches } from '../seo';
import type { Route } from './+types/application-form';

/** The four application form addresses and the form each shows. */
const KIND_BY_PATH: Record<string, FormKind> = {
  '/bayi-basvuru-formu': 'dealer',
  '/tedarikci-basvuru-formu': 'supplier',
  '/kurumsal-ve-toptan-siparis-talep-formu': 'corporate',
  '/export-inquiries-form': 'export',
};

export async function loader({ url }: Route.LoaderArgs) {
  const path = url.pathname.replace(/\/$/, '');
  const kind = KIND_BY_PATH[path];
  if (!kind) throw new Response(null, { status: 404 });
  return { kind, path };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const definition = FORM_DEFINITIONS[loaderData.kind];
  return seoMeta({
    title: definition.title,
    description: definition.intro,
    path: loaderData.path,
    publicUrl: shopFromMatches(matches)?.publicUrl,
  });
};

export default function ApplicationFormPage({ loaderData }: Route.ComponentProps) {
  const definition = FORM_DEFINITIONS[loaderData.kind];
  return (
    <main className="container application-form-page" lang={definition.lang}>
      <h1>{definition.title}</h1>
      <p>{definition.intro}</p>
      <ApplicationForm kind={loaderData.kind} />
    </main>
  );
}
