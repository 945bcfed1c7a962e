import type {
  AdminProduct,
  AdminSku,
  PriceRiseView,
  ProductImage,
  TaxonomyItem,
} from '@carsi/contract';
import { roleCanOpenPath } from '@carsi/contract/access';
import { productPath } from '@carsi/contract/catalogue';
import { formatTL, variantLabel } from '@carsi/domain';
import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { AdminPage } from '../../admin/AdminPage';
import { errorOf, MoneyInput, WholeInput } from '../../admin/catalogue/fields';
import { ImageManager } from '../../admin/catalogue/ImageManager';
import { PriceRises } from '../../admin/catalogue/PriceRises';
import { useAdminRole } from '../../admin/format';
import { adminRead } from '../../admin/load';
import { callApi } from '../../components/purchase/api';
import type { Route } from './+types/product-edit';

type Choices = { items: TaxonomyItem[] };
const CHOICE_KINDS = [
  ['departmentId', 'departments', 'Departman'],
  ['mainCategoryId', 'main-categories', 'Ana kategori'],
  ['subCategoryId', 'sub-categories', 'Alt kategori'],
  ['lowCategoryId', 'low-categories', 'Son kategori'],
  ['brandId', 'brands', 'Marka'],
  ['supplierId', 'suppliers', 'Tedarikçi'],
  ['modelId', 'models', 'Model'],
] as const;

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
  ) as Record<(typeof CHOICE_KINDS)[number][0], { value: string; label: string }[]>;
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

type ProductDraft = Omit<AdminProduct, 'id' | 'skus' | 'version'>;
type SkuDraft = {
  /** A row key for React (SKUs are added and removed). */
  uid: number;
  sku: string;
  size: string;
  color: string;
  price: number | null;
  vat: number | null;
  countInStock: number | null;
  images: ProductImage[];
};

const blank: ProductDraft = {
  code: '',
  name: '',
  slug: '',
  description: '',
  departmentId: null,
  mainCategoryId: null,
  subCategoryId: null,
  lowCategoryId: null,
  brandId: null,
  supplierId: null,
  modelId: null,
  defaultPrice: 0,
  defaultPriceGap: 0,
  defaultVat: 10,
  productUnit: 'Adet',
  buyOneGetOneFree: false,
  buyOneGetOtherProductFree: false,
  buyOneGetAnotherFree: false,
  freeWithOtherProduct: false,
  isFreeProduct: false,
  timeLimitedDiscountDuration: null,
  timeLimitedDiscountAmount: null,
  refundGuarantee: 90,
  upsellProductId: null,
  upsellSkuId: null,
  userManualLink: null,
  seoTitle: null,
  seoDescription: null,
  defaultImages: [],
  isActive: true,
};

let skuRowCounter = 0;
const blankSku = (n: number, price: number, vat: number): SkuDraft => ({
  uid: ++skuRowCounter,
  sku: '',
  size: n === 0 ? 'Pass' : '',
  color: 'Pass',
  price,
  vat,
  countInStock: 0,
  images: [],
});

function draftOf(product: AdminProduct | null, copy: boolean): ProductDraft {
  if (!product) return blank;
  const { id: _id, skus: _skus, version: _v, ...fields } = product;
  return copy ? { ...fields, name: `${fields.name} (kopya)`, slug: '', code: '' } : fields;
}

const FLAGS = [
  ['buyOneGetOneFree', 'Bir alana bir bedava'],
  ['buyOneGetOtherProductFree', 'Bir alana başka ürün bedava'],
  ['buyOneGetAnotherFree', 'Bir alana bir başkası bedava'],
  ['freeWithOtherProduct', 'Başka ürünle bedava'],
  ['isFreeProduct', 'Hediye (bedava) ürün'],
  ['isActive', 'Aktif (mağazada görünür)'],
] as const;

export default function ProductEdit({ loaderData }: Route.ComponentProps) {
  const { product, mode, options } = loaderData;
  const navigate = useNavigate();
  const role = useAdminRole();
  const revalidator = useRevalidator();
  const [draft, setDraft] = useState<ProductDraft>(() => draftOf(product, mode === 'new'));
  const [skus, setSkus] = useState<SkuDraft[]>(() =>
    mode === 'new' && product
      ? product.skus.map((s) => ({ ...s, uid: ++skuRowCounter, sku: '', images: s.images }))
      : [blankSku(0, draft.defaultPrice, draft.defaultVat)],
  );
  const [newSku, setNewSku] = useState<SkuDraft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const skuBody = (s: SkuDraft) => ({
    sku: s.sku,
    size: s.size || 'Pass',
    color: s.color || 'Pass',
    price: s.price ?? 0,
    vat: s.vat ?? 0,
    countInStock: s.countInStock ?? 0,
    images: s.images,
  });

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    const body = { ...draft, slug: draft.slug || undefined };
    const result =
      mode === 'edit' && product
        ? await callApi<{ product: AdminProduct; message: string }>(
            'PUT',
            `/api/admin/products/${product.id}`,
            {
              ...body,
              version: product.version,
            },
          )
        : await callApi<{ product: AdminProduct; message: string }>('POST', '/api/admin/products', {
            ...body,
            skus: skus.map(skuBody),
          });
    setSaving(false);
    if (!result.ok) {
      setErrors(result.fields);
      setMessage({ ok: false, text: result.message });
      return;
    }
    setMessage({ ok: true, text: result.data.message });
    if (mode === 'new') {
      navigate(`/admin-panel/urun/duzenle/${result.data.product.id}`);
    } else {
      setDraft(draftOf(result.data.product, false));
      await revalidator.revalidate();
    }
  }

  async function addSku() {
    if (!product || !newSku) return;
    const result = await callApi<{ message: string }>(
      'POST',
      `/api/admin/products/${product.id}/skus`,
      skuBody(newSku),
    );
    if (!result.ok) {
      setErrors(
        Object.fromEntries(
          Object.entries(result.fields).map(([k, v]) => [k.replace('body.', 'body.new.'), v]),
        ),
      );
      setMessage({ ok: false, text: result.message });
      return;
    }
    setNewSku(null);
    setMessage({ ok: true, text: result.data.message });
    await revalidator.revalidate();
  }

  const skuRowEditor = (s: SkuDraft, prefix: string, change: (s: SkuDraft) => void) => (
    <SimpleGrid cols={{ base: 2, md: 6 }}>
      <TextInput
        label="SKU kodu"
        required
        value={s.sku}
        onChange={(e) => change({ ...s, sku: e.currentTarget.value })}
        error={errorOf(errors, `${prefix}sku`)}
      />
      <TextInput
        label="Ebat"
        value={s.size}
        onChange={(e) => change({ ...s, size: e.currentTarget.value })}
      />
      <TextInput
        label="Renk"
        value={s.color}
        onChange={(e) => change({ ...s, color: e.currentTarget.value })}
      />
      <MoneyInput
        label="Fiyat"
        value={s.price}
        onChange={(price) => change({ ...s, price })}
        error={errorOf(errors, `${prefix}price`)}
      />
      <WholeInput
        label="KDV %"
        value={s.vat}
        onChange={(vat) => change({ ...s, vat })}
        error={errorOf(errors, `${prefix}vat`)}
      />
      <WholeInput
        label="Stok"
        value={s.countInStock}
        onChange={(countInStock) => change({ ...s, countInStock })}
        error={errorOf(errors, `${prefix}countInStock`)}
      />
    </SimpleGrid>
  );

  // Opens the product's campaign, or the form for a new one (the page redirects).
  const campaignPath = `/admin-panel/kampanya-olustur/${product?.id}`;
  return (
    <AdminPage
      title={
        mode === 'edit'
          ? `Ürünü düzenle: ${product?.name}`
          : product
            ? 'Ürünü kopyala'
            : 'Yeni ürün'
      }
      actions={
        mode === 'edit' && product ? (
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
        ) : null
      }
    >
      <form onSubmit={save} noValidate>
        <Stack>
          <Fieldset legend="Ürün">
            <SimpleGrid cols={{ base: 1, md: 3 }}>
              <TextInput
                label="Ürün adı"
                required
                value={draft.name}
                onChange={(e) => set('name', e.currentTarget.value)}
                error={errorOf(errors, 'name')}
              />
              <TextInput
                label="Kısa ad (URL; boşsa addan)"
                value={draft.slug}
                onChange={(e) => set('slug', e.currentTarget.value)}
                error={errorOf(errors, 'slug')}
              />
              <TextInput
                label="Kısa kod (3–4 harf)"
                required
                value={draft.code}
                onChange={(e) => set('code', e.currentTarget.value)}
                error={errorOf(errors, 'code')}
              />
            </SimpleGrid>
            <Textarea
              label="Açıklama (HTML: p, strong, em, ul, li, a…)"
              autosize
              minRows={4}
              value={draft.description}
              onChange={(e) => set('description', e.currentTarget.value)}
              error={errorOf(errors, 'description')}
            />
          </Fieldset>
          <Fieldset legend="Katalog">
            <SimpleGrid cols={{ base: 1, md: 4 }}>
              {CHOICE_KINDS.map(([field, , label]) => (
                <Select
                  key={field}
                  label={label}
                  clearable
                  searchable
                  data={options[field]}
                  value={draft[field] === null ? null : String(draft[field])}
                  onChange={(v) => set(field, v ? Number(v) : null)}
                  error={errorOf(errors, field)}
                />
              ))}
            </SimpleGrid>
          </Fieldset>
          <Fieldset legend="Fiyat ve satış">
            <SimpleGrid cols={{ base: 2, md: 4 }}>
              <MoneyInput
                label="Varsayılan fiyat (KDV dahil)"
                description="Yeni SKU'ların başlangıç fiyatı; mağaza ve sepet SKU fiyatını kullanır"
                required
                value={draft.defaultPrice}
                onChange={(v) => set('defaultPrice', v ?? 0)}
                error={errorOf(errors, 'defaultPrice')}
              />
              <MoneyInput
                label="Ek adet fiyatı"
                value={draft.defaultPriceGap}
                onChange={(v) => set('defaultPriceGap', v ?? 0)}
                error={errorOf(errors, 'defaultPriceGap')}
              />
              <WholeInput
                label="KDV %"
                value={draft.defaultVat}
                onChange={(v) => set('defaultVat', v ?? 0)}
                error={errorOf(errors, 'defaultVat')}
              />
              <TextInput
                label="Birim"
                value={draft.productUnit}
                onChange={(e) => set('productUnit', e.currentTarget.value)}
                error={errorOf(errors, 'productUnit')}
              />
              <WholeInput
                label="Süreli indirim (saat)"
                value={draft.timeLimitedDiscountDuration}
                onChange={(v) => set('timeLimitedDiscountDuration', v)}
                error={errorOf(errors, 'timeLimitedDiscountDuration')}
              />
              <MoneyInput
                label="Süreli indirim tutarı"
                value={draft.timeLimitedDiscountAmount}
                onChange={(v) => set('timeLimitedDiscountAmount', v)}
                error={errorOf(errors, 'timeLimitedDiscountAmount')}
              />
              <WholeInput
                label="İade garantisi (gün)"
                value={draft.refundGuarantee}
                onChange={(v) => set('refundGuarantee', v ?? 90)}
                error={errorOf(errors, 'refundGuarantee')}
              />
              <WholeInput
                label="Çapraz satış ürün no"
                value={draft.upsellProductId}
                onChange={(v) => set('upsellProductId', v)}
                error={errorOf(errors, 'upsellProductId')}
              />
              <WholeInput
                label="Çapraz satış SKU no"
                value={draft.upsellSkuId}
                onChange={(v) => set('upsellSkuId', v)}
                error={errorOf(errors, 'upsellSkuId')}
              />
              <TextInput
                label="Kullanım kılavuzu bağlantısı"
                value={draft.userManualLink ?? ''}
                onChange={(e) => set('userManualLink', e.currentTarget.value || null)}
                error={errorOf(errors, 'userManualLink')}
              />
            </SimpleGrid>
            <Group mt="sm">
              {FLAGS.map(([key, label]) => (
                <Checkbox
                  key={key}
                  label={label}
                  checked={draft[key]}
                  onChange={(e) => set(key, e.currentTarget.checked)}
                />
              ))}
            </Group>
          </Fieldset>
          <Fieldset legend="Arama motorları">
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <TextInput
                label="SEO başlığı"
                value={draft.seoTitle ?? ''}
                onChange={(e) => set('seoTitle', e.currentTarget.value || null)}
                error={errorOf(errors, 'seoTitle')}
              />
              <TextInput
                label="SEO açıklaması"
                value={draft.seoDescription ?? ''}
                onChange={(e) => set('seoDescription', e.currentTarget.value || null)}
                error={errorOf(errors, 'seoDescription')}
              />
            </SimpleGrid>
          </Fieldset>
          <Fieldset legend="Ürün görselleri">
            <ImageManager
              images={draft.defaultImages}
              onChange={(images) => set('defaultImages', images)}
            />
          </Fieldset>
          {mode === 'new' ? (
            <Fieldset legend="SKU'lar">
              <Stack>
                {skus.map((s, i) => (
                  <Stack key={s.uid} gap="xs" className="admin-sku-row">
                    {skuRowEditor(s, `skus.${i}.`, (next) =>
                      setSkus((all) => all.map((x, j) => (j === i ? next : x))),
                    )}
                    <Group justify="space-between">
                      <ImageManager
                        label={`SKU ${i + 1} görselleri`}
                        images={s.images}
                        onChange={(images) =>
                          setSkus((all) => all.map((x, j) => (j === i ? { ...x, images } : x)))
                        }
                      />
                      {skus.length > 1 ? (
                        <Button
                          variant="subtle"
                          color="red"
                          onClick={() => setSkus((all) => all.filter((_, j) => j !== i))}
                        >
                          SKU'yu kaldır
                        </Button>
                      ) : null}
                    </Group>
                  </Stack>
                ))}
                <Button
                  variant="light"
                  onClick={() =>
                    setSkus((all) => [
                      ...all,
                      blankSku(all.length, draft.defaultPrice, draft.defaultVat),
                    ])
                  }
                >
                  SKU ekle
                </Button>
              </Stack>
            </Fieldset>
          ) : null}
          {message ? (
            <Alert color={message.ok ? 'green' : 'red'} role={message.ok ? 'status' : 'alert'}>
              {message.text}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              {mode === 'edit' ? 'Kaydet' : 'Ürünü oluştur'}
            </Button>
          </Group>
        </Stack>
      </form>
      {mode === 'edit' && product ? (
        <Fieldset legend="SKU'lar" mt="lg">
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>SKU</Table.Th>
                <Table.Th>Ebat / renk</Table.Th>
                <Table.Th>Fiyat</Table.Th>
                <Table.Th>Stok</Table.Th>
                <Table.Th>Durum</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {product.skus.map((s: AdminSku, index) => (
                <Table.Tr key={s.id}>
                  <Table.Td>
                    <Link
                      to={`/admin-panel/sku/duzenle/${s.id}/${product.id}/${index}/${s.parasutProductId ?? '-'}`}
                    >
                      {s.sku}
                    </Link>
                  </Table.Td>
                  <Table.Td>{variantLabel(s) || '—'}</Table.Td>
                  <Table.Td>{formatTL(s.price)}</Table.Td>
                  <Table.Td>{s.countInStock}</Table.Td>
                  <Table.Td>{s.isActive ? 'Aktif' : 'Pasif'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {newSku ? (
            <Stack mt="md">
              {skuRowEditor(newSku, 'new.', setNewSku)}
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setNewSku(null)}>
                  Vazgeç
                </Button>
                <Button onClick={() => void addSku()}>SKU'yu kaydet</Button>
              </Group>
            </Stack>
          ) : (
            <Button
              mt="md"
              variant="light"
              onClick={() => setNewSku(blankSku(1, product.defaultPrice, product.defaultVat))}
            >
              SKU ekle
            </Button>
          )}
        </Fieldset>
      ) : null}
      {mode === 'edit' && product ? (
        <PriceRises productId={product.id} rises={loaderData.priceRises} />
      ) : null}
    </AdminPage>
  );
}
