import {
  type AdminProduct,
  createProductBody,
  type PriceRiseView,
  updateProductBody,
} from '@carsi/contract';
import { roleCanOpenPath } from '@carsi/contract/access';
import { productPath } from '@carsi/contract/catalogue';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { AdminPage } from '../../admin/AdminPage';
import { PriceRises } from '../../admin/catalogue/PriceRises';
import {
  CHOICE_KINDS,
  type ChoiceOptions,
  type Choices,
  createBody,
  draftOf,
  initialValues,
  type ProductValues,
  updateBody,
} from '../../admin/catalogue/product/draft';
import { NewProductSkus } from '../../admin/catalogue/product/NewProductSkus';
import { ProductFields } from '../../admin/catalogue/product/ProductFields';
import { ProductSafetyFields } from '../../admin/catalogue/product/ProductSafetyFields';
import { ProductSkus } from '../../admin/catalogue/product/ProductSkus';
import { useAdminRole } from '../../admin/format';
import { adminRead } from '../../admin/load';
import { bodyFields, call, resultOf } from '../../api/call';
import { summaryOf } from '../../api/check';
import type { Route } from './+types/product-edit';

/**
 * New product (/urunler/urun-ekle), a copy of one (/urunler/urun-ekle/{id}) or an edit
 * (/urun/duzenle/{id}): every product field, the SKUs, the photos.
 */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const id = params.id && /^\d{1,9}$/.test(params.id) ? Number(params.id) : null;
  const editing = url.pathname.includes('/urun/duzenle/');
  const [product, ...choices] = await Promise.all([
    id
      ? adminRead<{ product: AdminProduct }>(context, `/api/admin/products/${id}`, url).then(
          (r) => r.product,
        )
      : Promise.resolve(null),
    ...CHOICE_KINDS.map(([, kind]) =>
      adminRead<Choices>(context, `/api/admin/taxonomy/${kind}?hepsi=true`, url),
    ),
  ]);
  const options = Object.fromEntries(
    CHOICE_KINDS.map(([field], i) => [
      field,
      choices[i]!.items.map((item) => ({ value: String(item.id), label: item.name })),
    ]),
  ) as ChoiceOptions;
  const mode = editing && product ? ('edit' as const) : ('new' as const);
  const priceRises =
    mode === 'edit' && product
      ? (
          await adminRead<{ priceRises: PriceRiseView[] }>(
            context,
            `/api/admin/products/${product.id}/price-rises`,
            url,
          )
        ).priceRises
      : [];
  return { product, mode, options, priceRises };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.mode === 'edit' ? 'Ürünü düzenle' : 'Yeni ürün'} | Çarşı Yönetim` },
];

// The contract's schemas check the form in the browser with the server's own messages.
const checkCreate = schemaResolver(createProductBody, { sync: true });
const checkUpdate = schemaResolver(updateProductBody, { sync: true });

export default function ProductEdit({ loaderData }: Route.ComponentProps) {
  const { product, mode, options } = loaderData;
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const editing = mode === 'edit' && product ? product : null;
  const form = useForm<ProductValues>({
    initialValues: initialValues(product, mode),
    validate: (values) =>
      editing ? checkUpdate(updateBody(values, editing.version)) : checkCreate(createBody(values)),
  });
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(values: ProductValues) {
    setSaving(true);
    const result = await resultOf(
      editing
        ? call('PUT /api/admin/products/:id', {
            params: { id: editing.id },
            body: updateBody(values, editing.version),
          })
        : call('POST /api/admin/products', { body: createBody(values) }),
    );
    setSaving(false);
    if (!result.ok) {
      form.setErrors(bodyFields(result.fields));
      setMessage({ ok: false, text: result.message });
      return;
    }
    setMessage({ ok: true, text: result.data.message });
    if (!editing) {
      navigate(`/admin-panel/urun/duzenle/${result.data.product.id}`);
    } else {
      form.setValues({ ...draftOf(result.data.product, false), skus: [] });
      await revalidator.revalidate();
    }
  }

  return (
    <AdminPage
      title={editing ? `Ürünü düzenle: ${editing.name}` : product ? 'Ürünü kopyala' : 'Yeni ürün'}
      actions={editing ? <ProductLinks product={editing} /> : null}
    >
      <form
        onSubmit={form.onSubmit(save, (errors) =>
          setMessage({ ok: false, text: summaryOf(Object.values(errors)) }),
        )}
        noValidate
      >
        <Stack>
          <ProductFields form={form} options={options} />
          <ProductSafetyFields form={form} />
          {editing ? null : <NewProductSkus form={form} />}
          {message ? (
            <Alert color={message.ok ? 'green' : 'red'} role={message.ok ? 'status' : 'alert'}>
              {message.text}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              {editing ? 'Kaydet' : 'Ürünü oluştur'}
            </Button>
          </Group>
        </Stack>
      </form>
      {editing ? (
        <>
          <ProductSkus product={editing} onMessage={setMessage} />
          <PriceRises productId={editing.id} rises={loaderData.priceRises} />
        </>
      ) : null}
    </AdminPage>
  );
}

/** The edited product's other pages: the shop page, a copy, its analysis and its campaign. */
function ProductLinks({ product }: { product: AdminProduct }) {
  const role = useAdminRole();
  // Opens the product's campaign, or the form for a new one (the page redirects).
  const campaignPath = `/admin-panel/kampanya-olustur/${product.id}`;
  return (
    <Group>
      <Button
        variant="default"
        component="a"
        href={productPath({ slug: product.slug, _id: product.id })}
        target="_blank"
      >
        Mağazada gör
      </Button>
      <Button
        variant="default"
        component={Link}
        to={`/admin-panel/urunler/urun-ekle/${product.id}`}
      >
        Kopyala
      </Button>
      <Button
        variant="default"
        component={Link}
        to={`/admin-panel/urun/analiz/${product.id}/${product.slug}`}
      >
        Analiz
      </Button>
      {role && roleCanOpenPath(role, campaignPath) ? (
        <Button variant="default" component={Link} to={campaignPath}>
          Kampanya
        </Button>
      ) : null}
    </Group>
  );
}
