import type {
  MarketplaceAddressView,
  MarketplaceAttributeView,
  MarketplaceCategoryView,
  MarketplaceProductDetail,
  PriceRuleValue,
} from '@carsi/contract';
import { Alert, NativeSelect, NumberInput, SimpleGrid, Text } from '@mantine/core';
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
import { type Brand, TrendyolBrandPicker } from '../../admin/marketplaces/TrendyolBrandPicker';
import { useCategoryAttributes } from '../../admin/marketplaces/useCategoryAttributes';
import { useListingActions } from '../../admin/marketplaces/useListingActions';
import { call } from '../../api/call';
import type { Route } from './+types/trendyol';

/** Trendyol's cargo company ids (its static table) for the carriers the shop may use. */
const CARGO_COMPANIES = [
  { value: '', label: 'Seçilmedi' },
  { value: '4', label: 'Yurtiçi Kargo' },
  { value: '7', label: 'Aras Kargo' },
  { value: '10', label: 'DHL eCommerce (MNG)' },
  { value: '17', label: 'Trendyol Express' },
  { value: '19', label: 'PTT Kargo' },
];

export async function loader({ context, url }: Route.LoaderArgs) {
  const optional = optionalReader(context);
  const [settings, list] = await Promise.all([
    adminRead<SettingsView>(context, '/api/admin/marketplaces/trendyol/settings', url),
    adminRead<ProductListAnswer>(
      context,
      `/api/admin/marketplaces/trendyol/products${listQuery(url, ['q', 'durum', 'page'])}`,
      url,
    ),
  ]);
  const selected = Number(url.searchParams.get('urun'));
  if (!Number.isSafeInteger(selected) || selected <= 0)
    return {
      settings,
      list,
      selected: null,
      detail: null,
      tree: null,
      addresses: null,
      attributes: null,
    };
  const [detail, tree, addresses] = await Promise.all([
    optional<MarketplaceProductDetail>(`/api/admin/marketplaces/trendyol/products/${selected}`),
    optional<{ categories: MarketplaceCategoryView[] }>('/api/trendyol/getTrendyolCategoryTree'),
    optional<{ addresses: MarketplaceAddressView[] }>('/api/trendyol/getTrendyolSuppliersAddress'),
  ]);
  const categoryId = detail.ok ? detail.data.match?.categoryId : null;
  const attributes = categoryId
    ? await optional<{ attributes: MarketplaceAttributeView[] }>(
        `/api/trendyol/getTrendyolCategoryAttributes?categoryId=${encodeURIComponent(categoryId)}`,
      )
    : null;
  return { settings, list, selected, detail, tree, addresses, attributes };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Trendyol | Yönetim | Çarşı' },
  { name: 'robots', content: 'noindex, nofollow' },
];

function MatchForm({
  detail,
  tree,
  addresses,
  initialAttributes,
}: {
  detail: MarketplaceProductDetail;
  tree: Optional<{ categories: MarketplaceCategoryView[] }> | null;
  addresses: Optional<{ addresses: MarketplaceAddressView[] }> | null;
  initialAttributes: Optional<{ attributes: MarketplaceAttributeView[] }> | null;
}) {
  const productId = detail.product.id;
  const match = detail.match;
  const [brand, setBrand] = useState<Brand | null>(
    match?.brandId ? { id: match.brandId, name: match.brandName ?? match.brandId } : null,
  );
  const { category, chooseCategory, attributes, attributesError, loadValues } =
    useCategoryAttributes({
      match,
      initialAttributes,
      attributesOf: async (categoryId) =>
        (
          await call('GET /api/trendyol/getTrendyolCategoryAttributes', {
            query: { categoryId },
          })
        ).attributes,
      valuesOf: async (categoryId, attributeId) =>
        (
          await call(
            'GET /api/admin/marketplaces/:marketplace/categories/:categoryId/attributes/:attributeId/values',
            { params: { marketplace: 'trendyol', categoryId, attributeId } },
          )
        ).values,
    });
  const [choices, setChoices] = useState<AttributeChoices>(() => choicesOf(match));
  const [skuState, setSkuState] = useState<SkuMatchState[]>(() => skuStateOf(detail));
  const [priceRule, setPriceRule] = useState<PriceRuleValue>(() => priceRuleOf(match));
  const [shipmentAddressId, setShipment] = useState(match?.shipmentAddressId ?? '');
  const [returningAddressId, setReturning] = useState(match?.returningAddressId ?? '');
  const [cargoCompanyId, setCargo] = useState(match?.cargoCompanyId ?? '');
  const [desi, setDesi] = useState<number | ''>(match?.desi ?? '');

  const actions = useListingActions('trendyol', productId, detail.upload, {
    save: async () => {
      await call('POST /api/trendyol/updateSkuWithTrendyolInfo', {
        body: {
          productId,
          brandId: brand?.id ?? null,
          brandName: brand?.name ?? null,
          categoryId: category?.id ?? null,
          categoryName: category?.name ?? null,
          attributes: choicesToInput(choices),
          skus: skuState.map((s) => ({
            skuId: s.skuId,
            barcode: s.barcode,
            merchantSku: s.merchantSku,
          })),
          priceRule,
          shipmentAddressId: shipmentAddressId || null,
          returningAddressId: returningAddressId || null,
          cargoCompanyId: cargoCompanyId || null,
          desi: desi === '' ? null : desi,
        },
      });
    },
    upload: () => call('POST /api/trendyol/uploadAProductInTrendyol', { body: { productId } }),
    result: () => call('GET /api/trendyol/getResultOfTrendyolUpload', { query: { productId } }),
    removePending: () =>
      call('POST /api/admin/marketplaces/:marketplace/products/:productId/remove-pending', {
        params: { marketplace: 'trendyol', productId },
      }),
  });
  const { errors } = actions;

  const addressList = addresses?.ok ? addresses.data.addresses : [];
  const addressOptions = (type: 'shipment' | 'returning') => [
    { value: '', label: 'Seçin' },
    ...addressList.filter((a) => a.type === type).map((a) => ({ value: a.id, label: a.label })),
  ];

  return (
    <MatchSection product={detail.product} errors={errors}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TrendyolBrandPicker value={brand} onChange={setBrand} error={errors.brand} />
        {tree?.ok ? (
          <CategoryPicker
            tree={tree.data.categories}
            value={category?.id ?? null}
            onChange={(id, name) => void chooseCategory(id, name)}
            error={errors.category}
          />
        ) : (
          <Alert color="red" role="alert">
            Trendyol kategorileri alınamadı: {tree && !tree.ok ? tree.message : ''}
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
        merchantSkuLabel="Stok kodu (stockCode)"
      />

      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <PriceRuleFields value={priceRule} onChange={setPriceRule} />
        <div>
          {addresses && !addresses.ok ? (
            <Alert color="yellow" role="alert">
              Adresler alınamadı: {addresses.message}
            </Alert>
          ) : null}
          <NativeSelect
            label="Sevkiyat adresi"
            value={shipmentAddressId}
            data={addressOptions('shipment')}
            error={errors.shipmentAddress}
            onChange={(e) => setShipment(e.currentTarget.value)}
          />
          <NativeSelect
            label="İade adresi"
            value={returningAddressId}
            data={addressOptions('returning')}
            error={errors.returningAddress}
            onChange={(e) => setReturning(e.currentTarget.value)}
          />
        </div>
        <div>
          <NativeSelect
            label="Kargo firması"
            value={cargoCompanyId}
            data={CARGO_COMPANIES}
            onChange={(e) => setCargo(e.currentTarget.value)}
          />
          <NumberInput
            label="Desi"
            description="Boş: varyantın ölçülerinden hesaplanır."
            value={desi}
            min={1}
            max={1000}
            allowDecimal={false}
            onChange={(n) => setDesi(typeof n === 'number' ? n : '')}
          />
        </div>
      </SimpleGrid>

      <ListingActionsPanel
        actions={actions}
        marketplace="Trendyol"
        sendLabel="Trendyol'a gönder"
        removeLabel="Onaylanmamış varyantları kaldır"
      />
    </MatchSection>
  );
}

/** Admin trendyol: connect, match a product (brand, category, attributes, barcodes, price), check, upload, see the result. */
export default function AdminTrendyol({ loaderData }: Route.ComponentProps) {
  const { settings, list, selected, detail, tree, addresses, attributes } = loaderData;
  return (
    <AdminPage title="Trendyol">
      <ConnectionSettings
        settings={settings}
        labels={{ sellerId: 'Satıcı ID (sellerId)', apiKey: 'API Key', apiSecret: 'API Secret' }}
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
          addresses={addresses}
          initialAttributes={attributes}
        />
      ) : null}
    </AdminPage>
  );
}
