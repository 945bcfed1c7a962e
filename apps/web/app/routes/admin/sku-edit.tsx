import type { AdminProduct, AdminSku } from '@carsi/contract';
import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { data, Link, useRevalidator } from 'react-router';
import { AdminPage } from '../../admin/AdminPage';
import { errorOf, MoneyInput, WholeInput } from '../../admin/catalogue/fields';
import { ImageManager } from '../../admin/catalogue/ImageManager';
import { adminRead } from '../../admin/load';
import { call, resultOf } from '../../api/call';
import type { Route } from './+types/sku-edit';

/** sku/duzenle/{id}/{productId}/{skuIndex}/{parasutProductId}: one SKU's fields. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.productId) || !/^\d{1,9}$/.test(params.id)) {
    throw data(null, { status: 404 });
  }
  const { product } = await adminRead<{ product: AdminProduct }>(
    context,
    `/api/admin/products/${params.productId}`,
    url,
  );
  const sku = product.skus.find((s) => s.id === Number(params.id));
  if (!sku) throw data({ message: 'SKU bulunamadı.' }, { status: 404 });
  return { product, sku };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `SKU ${loaderData?.sku.sku ?? ''} | Çarşı Yönetim` },
];

type Draft = Omit<AdminSku, 'id' | 'productId' | 'position' | 'desi' | 'version'>;

function draftOf(sku: AdminSku): Draft {
  const { id: _i, productId: _p, position: _pos, desi: _d, version: _v, ...fields } = sku;
  return fields;
}

export default function SkuEdit({ loaderData }: Route.ComponentProps) {
  const { product, sku } = loaderData;
  const revalidator = useRevalidator();
  const [draft, setDraft] = useState<Draft>(() => draftOf(sku));
  const [version, setVersion] = useState(sku.version);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const text = (key: 'size' | 'color' | 'target' | 'type' | 'sku' | 'unit', label: string) => (
    <TextInput
      label={label}
      value={draft[key]}
      onChange={(e) => set(key, e.currentTarget.value)}
      error={errorOf(errors, key)}
    />
  );

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    const result = await resultOf(
      call('PUT /api/admin/skus/:id', { params: { id: sku.id }, body: { ...draft, version } }),
    );
    setSaving(false);
    if (!result.ok) {
      setErrors(result.fields);
      setMessage({ ok: false, text: result.message });
      return;
    }
    const saved = result.data.product.skus.find((s) => s.id === sku.id);
    if (saved) {
      setDraft(draftOf(saved));
      setVersion(saved.version);
    }
    setMessage({ ok: true, text: result.data.message });
    await revalidator.revalidate();
  }

  return (
    <AdminPage
      title={`SKU ${sku.sku}`}
      actions={
        <Button variant="default" component={Link} to={`/admin-panel/urun/duzenle/${product.id}`}>
          Ürüne dön: {product.name}
        </Button>
      }
    >
      <form onSubmit={save} noValidate>
        <Stack>
          <Fieldset legend="Varyant">
            <SimpleGrid cols={{ base: 2, md: 4 }}>
              {text('sku', 'SKU kodu')}
              <TextInput
                label="Barkod"
                value={draft.barcode ?? ''}
                onChange={(e) => set('barcode', e.currentTarget.value || null)}
                error={errorOf(errors, 'barcode')}
              />
              {text('size', 'Ebat')}
              {text('color', 'Renk')}
              {text('target', 'Hedef')}
              {text('type', 'Tip')}
              {text('unit', 'Birim')}
              <TextInput
                label="Muhasebe (Paraşüt) ürün no"
                value={draft.parasutProductId ?? ''}
                onChange={(e) => set('parasutProductId', e.currentTarget.value || null)}
                error={errorOf(errors, 'parasutProductId')}
              />
            </SimpleGrid>
          </Fieldset>
          <Fieldset legend="Fiyat ve stok">
            <SimpleGrid cols={{ base: 2, md: 4 }}>
              <MoneyInput
                label="Fiyat (KDV dahil)"
                value={draft.price}
                onChange={(v) => set('price', v ?? 0)}
                error={errorOf(errors, 'price')}
              />
              <MoneyInput
                label="Ek adet fiyatı"
                value={draft.priceGap}
                onChange={(v) => set('priceGap', v ?? 0)}
                error={errorOf(errors, 'priceGap')}
              />
              <MoneyInput
                label="Toptan fiyat"
                value={draft.wholesalePrice}
                onChange={(v) => set('wholesalePrice', v)}
                error={errorOf(errors, 'wholesalePrice')}
              />
              <MoneyInput
                label="Alış fiyatı"
                value={draft.purchasePrice}
                onChange={(v) => set('purchasePrice', v)}
                error={errorOf(errors, 'purchasePrice')}
              />
              <WholeInput
                label="KDV %"
                value={draft.vat}
                onChange={(v) => set('vat', v ?? 0)}
                error={errorOf(errors, 'vat')}
              />
              <WholeInput
                label="Stok (sayım)"
                value={draft.countInStock}
                onChange={(v) => set('countInStock', v ?? 0)}
                error={errorOf(errors, 'countInStock')}
              />
              <WholeInput
                label="Düşük stok eşiği"
                description="Boş: mağazanın varsayılanı"
                value={draft.lowStockThreshold}
                onChange={(v) => set('lowStockThreshold', v)}
                error={errorOf(errors, 'lowStockThreshold')}
              />
              <WholeInput
                label="En çok alım adedi"
                value={draft.maxPurchaseQty}
                onChange={(v) => set('maxPurchaseQty', v ?? 1)}
                error={errorOf(errors, 'maxPurchaseQty')}
              />
              <WholeInput
                label="Hediye ürün no"
                value={draft.freeProductId}
                onChange={(v) => set('freeProductId', v)}
                error={errorOf(errors, 'freeProductId')}
              />
            </SimpleGrid>
          </Fieldset>
          <Fieldset legend="Koli ölçüleri">
            <SimpleGrid cols={{ base: 2, md: 4 }}>
              <WholeInput
                label="Uzunluk (cm)"
                value={draft.lengthCm}
                onChange={(v) => set('lengthCm', v)}
                error={errorOf(errors, 'lengthCm')}
              />
              <WholeInput
                label="Genişlik (cm)"
                value={draft.widthCm}
                onChange={(v) => set('widthCm', v)}
                error={errorOf(errors, 'widthCm')}
              />
              <WholeInput
                label="Yükseklik (cm)"
                value={draft.heightCm}
                onChange={(v) => set('heightCm', v)}
                error={errorOf(errors, 'heightCm')}
              />
              <WholeInput
                label="Ağırlık (g)"
                value={draft.weightGrams}
                onChange={(v) => set('weightGrams', v)}
                error={errorOf(errors, 'weightGrams')}
              />
            </SimpleGrid>
            <Text size="sm" mt="xs">
              Desi:{' '}
              {draft.lengthCm && draft.widthCm && draft.heightCm
                ? Math.ceil((draft.lengthCm * draft.widthCm * draft.heightCm) / 5000)
                : '—'}
            </Text>
          </Fieldset>
          <Fieldset legend="SKU görselleri">
            <ImageManager images={draft.images} onChange={(images) => set('images', images)} />
          </Fieldset>
          <Checkbox
            label="Aktif"
            checked={draft.isActive}
            onChange={(e) => set('isActive', e.currentTarget.checked)}
          />
          {message ? (
            <Alert color={message.ok ? 'green' : 'red'} role={message.ok ? 'status' : 'alert'}>
              {message.text}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              Kaydet
            </Button>
          </Group>
        </Stack>
      </form>
    </AdminPage>
  );
}
