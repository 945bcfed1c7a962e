import type {
  MarketplaceAttributeView,
  MarketplaceCategoryView,
  MarketplaceProductDetail,
  PriceRuleValue,
} from '@carsi/contract';
import { Alert, NumberInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { AdminPage } from '../../admin/AdminPage';
import { adminRead, listQuery } from '../../admin/load';
import {
  type AttributeChoices,
  AttributeFields,
  choicesToInput,
} from '../../admin/marketplaces/AttributeFields';
import { CategoryPicker } from '../../admin/marketplaces/CategoryPicker';
import { ConnectionSettings, type SettingsView } from '../../admin/marketplaces/ConnectionSettings';
import { ListingActionsPanel, MatchSection } from '../../admin/marketplaces/ListingPanels';
import {
  type Optional,
  optionalReader,
  type ProductListAnswer,
} from '../../admin/marketplaces/load';
import { choicesOf, priceRuleOf, skuStateOf } from '../../admin/marketplaces/matchDraft';
import { PriceRuleFields } from '../../admin/marketplaces/PriceRuleFields';
import { ProductList } from '../../admin/marketplaces/ProductList';
import { SkuBarcodeTable, type SkuMatchState } from '../../admin/marketplaces/SkuBarcodeTable';
import { useCategoryAttributes } from '../../admin/marketplaces/useCategoryAttributes';
import { useListingActions } from '../../admin/marketplaces/useListingActions';
import { call } from '../../api/call';
import type { Route } from './+types/hepsiburada';

export async function loader({ context, url }: Route.LoaderArgs) {
  const optional = optionalReader(context);
  const [settings, list] = await Promise.all([
    adminRead<SettingsView>(context, '/api/admin/marketplaces/hepsiburada/settings', url),
    adminRead<ProductListAnswer>(
      context,
      `/api/admin/marketplaces/hepsiburada/products${listQuery(url, ['q', 'durum', 'page'])}`,
      url,
    ),
  ]);
  const selected = Number(url.searchParams.get('urun'));
  if (!Number.isSafeInteger(selected) || selected <= 0)
    return { settings, list, selected: null, detail: null, tree: null, attributes: null };
  const [detail, tree] = await Promise.all([
    optional<MarketplaceProductDetail>(`/api/admin/marketplaces/hepsiburada/products/${selected}`),
    optional<{ categories: MarketplaceCategoryView[] }>(
      '/api/hepsiBurada/getHepsiBuradaCategories',
    ),
  ]);
  const categoryId = detail.ok ? detail.data.match?.categoryId : null;
  const attributes = categoryId
    ? await optional<{ attributes: MarketplaceAttributeView[] }>(
        `/api/hepsiBurada/getHepsiBuradaCategoryAttributes?categoryId=${encodeURIComponent(categoryId)}`,
      )
    : null;
  return { settings, list, selected, detail, tree, attributes };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Hepsiburada | Yönetim | Çarşı' },
  { name: 'robots', content: 'noindex, nofollow' },
];

function MatchForm({
  detail,
  tree,
  initialAttributes,
}: {
  detail: MarketplaceProductDetail;
  tree: Optional<{ categories: MarketplaceCategoryView[] }> | null;
  initialAttributes: Optional<{ attributes: MarketplaceAttributeView[] }> | null;
}) {
  const productId = detail.product.id;
  const match = detail.match;
  // Hepsiburada takes the brand as text (its "Marka" field); there is no list to pick from.
  const [brand, setBrand] = useState(match?.brandName ?? '');
  const { category, chooseCategory, attributes, attributesError, loadValues } =
    useCategoryAttributes({
      match,
      initialAttributes,
      attributesOf: async (categoryId) =>
        (
          await call('GET /api/hepsiBurada/getHepsiBuradaCategoryAttributes', {
            query: { categoryId },
          })
        ).attributes,
      valuesOf: async (categoryId, attributeId) =>
        (
          await call('GET /api/hepsiBurada/getHepsiBuradaEnumValues', {
            query: { categoryId, attributeId },
          })
        ).values,
    });
  const [choices, setChoices] = useState<AttributeChoices>(() => choicesOf(match));
  const [skuState, setSkuState] = useState<SkuMatchState[]>(() => skuStateOf(detail));
  const [priceRule, setPriceRule] = useState<PriceRuleValue>(() => priceRuleOf(match));
  const [desi, setDesi] = useState<number | ''>(match?.desi ?? '');

  const actions = useListingActions('hepsiburada', productId, detail.upload, {
    save: async () => {
      const brandText = brand.trim();
      await call('PUT /api/hepsiBurada/updateSkuWithHepsiBuradaInfo', {
        body: {
          skuData: {
            productId,
            brandId: brandText || null,
            brandName: brandText || null,
            categoryId: category?.id ?? null,
            categoryName: category?.name ?? null,
            attributes: choicesToInput(choices),
            skus: skuState.map((s) => ({
              skuId: s.skuId,
              barcode: s.barcode,
              merchantSku: s.merchantSku,
            })),
            priceRule,
            desi: desi === '' ? null : desi,
          },
        },
      });
    },
    upload: () =>
      call('POST /api/hepsiBurada/uploadAProductInHepsiBurada', { body: { productId } }),
    result: () =>
      call('GET /api/hepsiBurada/getResultOfHepsiBuradaUpload', { query: { productId } }),
    removePending: () =>
      call('POST /api/hepsiBurada/deletePendingProductInHepsiBurada', { body: { productId } }),
  });
  const { errors } = actions;

  return (
    <MatchSection product={detail.product} errors={errors}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Hepsiburada markası"
          description="Hepsiburada markayı yazı olarak alır; mağazadaki marka adını yazın."
          placeholder="Ör. Çarşı Home"
          maxLength={40}
          value={brand}
          error={errors.brand}
          onChange={(e) => setBrand(e.currentTarget.value)}
        />
        {tree?.ok ? (
          <CategoryPicker
            tree={tree.data.categories}
            value={category?.id ?? null}
            onChange={(id, name) => void chooseCategory(id, name)}
            error={errors.category}
          />
        ) : (
          <Alert color="red" role="alert">
            Hepsiburada kategorileri alınamadı: {tree && !tree.ok ? tree.message : ''}
          </Alert>
        )}
      </SimpleGrid>

      {attributesError ? (
        <Alert color="red" role="alert" mt="sm">
          Kategori özellikleri alınamadı: {attributesError}
        </Alert>
      ) : null}
      <AttributeFields
        attributes={attributes}
        value={choices}
        onChange={setChoices}
        errors={errors}
        loadValues={loadValues}
      />

      <SkuBarcodeTable
        skus={detail.skus}
        value={skuState}
        onChange={setSkuState}
        errors={errors}
        merchantSkuLabel="Satıcı stok kodu (merchantSku)"
      />

      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <PriceRuleFields value={priceRule} onChange={setPriceRule} />
        <NumberInput
          label="Desi (ağırlık yerine gönderilir)"
          description="Boş: varyantın ölçülerinden hesaplanır."
          value={desi}
          min={1}
          max={1000}
          allowDecimal={false}
          onChange={(n) => setDesi(typeof n === 'number' ? n : '')}
        />
      </SimpleGrid>

      <ListingActionsPanel
        actions={actions}
        marketplace="Hepsiburada"
        sendLabel="Hepsiburada'ya gönder"
        removeLabel="Aksiyon bekleyen varyantları sil"
      />
    </MatchSection>
  );
}

/** Admin hepsiburada: connect, match a product (brand, category, attributes, barcodes, price), check, upload, see the result, delete pending. */
export default function AdminHepsiburada({ loaderData }: Route.ComponentProps) {
  const { settings, list, selected, detail, tree, attributes } = loaderData;
  return (
    <AdminPage title="Hepsiburada">
      <ConnectionSettings
        settings={settings}
        labels={{
          sellerId: 'Mağaza ID (merchantId)',
          apiKey: 'Entegratör kullanıcı adı (User-Agent)',
          apiSecret: 'Servis anahtarı',
        }}
      />
      <ProductList
        rows={list.rows}
        total={list.total}
        page={list.page}
        pageSize={list.pageSize}
        selectedId={selected}
      />
      {selected === null ? (
        <Text c="dimmed">Eşleştirmek için listeden bir ürün seçin.</Text>
      ) : detail && !detail.ok ? (
        <Alert color="red" role="alert">
          {detail.message}
        </Alert>
      ) : detail?.ok ? (
        <MatchForm
          key={detail.data.product.id}
          detail={detail.data}
          tree={tree}
          initialAttributes={attributes}
        />
      ) : null}
    </AdminPage>
  );
}
