import type {
  ListingProblemView,
  MarketplaceAddressView,
  MarketplaceAttributeView,
  MarketplaceCategoryView,
  MarketplaceProductDetail,
  PriceRuleValue,
  UploadView,
} from '@carsi/contract';
import {
  Alert,
  Autocomplete,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Text,
} from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { AdminPage } from '../../admin/AdminPage';
import { adminRead, listQuery } from '../../admin/load';
import {
  type AttributeChoices,
  AttributeFields,
  choicesToInput,
} from '../../admin/marketplaces/AttributeFields';
import { CategoryPicker } from '../../admin/marketplaces/CategoryPicker';
import { ConnectionSettings, type SettingsView } from '../../admin/marketplaces/ConnectionSettings';
import { PriceRuleFields } from '../../admin/marketplaces/PriceRuleFields';
import { type MarketplaceProductRow, ProductList } from '../../admin/marketplaces/ProductList';
import { problemsByField } from '../../admin/marketplaces/problems';
import { SkuBarcodeTable, type SkuMatchState } from '../../admin/marketplaces/SkuBarcodeTable';
import { UploadResult } from '../../admin/marketplaces/UploadResult';
import { ApiFailure, call } from '../../api/call';
import { shopContext } from '../../web-context';
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

interface ProductListAnswer {
  rows: MarketplaceProductRow[];
  total: number;
  page: number;
  pageSize: number;
}

type Optional<T> = { ok: true; data: T } | { ok: false; message: string };

export async function loader({ context, url }: Route.LoaderArgs) {
  const api = shopContext(context).api;
  const optional = async <T,>(path: string): Promise<Optional<T>> => {
    const result = await api.get<T>(path);
    return result.ok ? result : { ok: false, message: result.message };
  };
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

const messageOf = (failure: unknown) =>
  failure instanceof Error ? failure.message : 'Beklenmeyen bir hata oluştu.';

/** A 422 from the upload call carries the check's problems as its field errors. */
const problemsOf = (failure: unknown): ListingProblemView[] =>
  failure instanceof ApiFailure && failure.body?.errors
    ? failure.body.errors.map((e) => ({
        field: e.field.replace(/^body\./, ''),
        message: e.message,
      }))
    : [];

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
  const revalidator = useRevalidator();
  const productId = detail.product.id;
  const match = detail.match;
  const [brand, setBrand] = useState<{ id: string; name: string } | null>(
    match?.brandId ? { id: match.brandId, name: match.brandName ?? match.brandId } : null,
  );
  const [brandText, setBrandText] = useState(match?.brandName ?? '');
  const [brandOptions, setBrandOptions] = useState<{ id: string; name: string }[]>([]);
  const [brandError, setBrandError] = useState<string | null>(null);
  const [category, setCategory] = useState<{ id: string; name: string } | null>(
    match?.categoryId
      ? { id: match.categoryId, name: match.categoryName ?? match.categoryId }
      : null,
  );
  const [attributes, setAttributes] = useState<MarketplaceAttributeView[]>(
    initialAttributes?.ok ? initialAttributes.data.attributes : [],
  );
  const [attributesError, setAttributesError] = useState<string | null>(
    initialAttributes && !initialAttributes.ok ? initialAttributes.message : null,
  );
  const [choices, setChoices] = useState<AttributeChoices>(
    Object.fromEntries(
      (match?.attributes ?? []).map((a) => [
        a.attributeId,
        {
          ...(a.valueIds ? { valueIds: a.valueIds } : {}),
          ...(a.customValue ? { customValue: a.customValue } : {}),
        },
      ]),
    ),
  );
  const [skuState, setSkuState] = useState<SkuMatchState[]>(
    detail.skus.map((s) => ({
      skuId: s.skuId,
      barcode: s.barcode ?? s.suggestedBarcode ?? '',
      merchantSku: s.merchantSku,
    })),
  );
  const [priceRule, setPriceRule] = useState<PriceRuleValue>(
    match?.priceRule ?? { kind: 'percent', value: 0, ending: 'none' },
  );
  const [shipmentAddressId, setShipment] = useState(match?.shipmentAddressId ?? '');
  const [returningAddressId, setReturning] = useState(match?.returningAddressId ?? '');
  const [cargoCompanyId, setCargo] = useState(match?.cargoCompanyId ?? '');
  const [desi, setDesi] = useState<number | ''>(match?.desi ?? '');
  const [problems, setProblems] = useState<ListingProblemView[] | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [upload, setUpload] = useState<UploadView | null>(detail.upload);
  const polling = useRef(false);
  const errors = problemsByField(problems ?? []);

  useEffect(
    () => () => {
      polling.current = false;
    },
    [],
  );

  async function searchBrands(text: string) {
    setBrandText(text);
    if (brand && text !== brand.name) setBrand(null);
    if (text.trim().length < 2) return;
    try {
      const found = await call('GET /api/trendyol/getTrendyolBrandList', {
        query: { brand: text.trim() },
      });
      setBrandOptions(found.brands);
      setBrandError(found.brands.length === 0 ? 'Bu adla Trendyol markası bulunamadı.' : null);
    } catch (failure) {
      setBrandError(messageOf(failure));
    }
  }

  async function chooseCategory(id: string | null, name: string | null) {
    setCategory(id ? { id, name: name ?? id } : null);
    setAttributes([]);
    setAttributesError(null);
    if (!id) return;
    try {
      const answer = await call('GET /api/trendyol/getTrendyolCategoryAttributes', {
        query: { categoryId: id },
      });
      setAttributes(answer.attributes);
    } catch (failure) {
      setAttributesError(messageOf(failure));
    }
  }

  const loadValues = async (attributeId: string) => {
    if (!category) return [];
    const answer = await call(
      'GET /api/admin/marketplaces/:marketplace/categories/:categoryId/attributes/:attributeId/values',
      {
        params: { marketplace: 'trendyol', categoryId: category.id, attributeId },
      },
    );
    return answer.values;
  };

  async function save() {
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
  }

  async function run(key: string, work: () => Promise<void>) {
    setBusy(key);
    setOutcome(null);
    try {
      await work();
    } catch (failure) {
      const found = problemsOf(failure);
      if (found.length > 0) setProblems(found);
      setOutcome({ ok: false, message: messageOf(failure) });
    } finally {
      setBusy(null);
    }
  }

  const saveOnly = () =>
    run('save', async () => {
      await save();
      setOutcome({ ok: true, message: 'Eşleştirme kaydedildi.' });
      await revalidator.revalidate();
    });

  const check = () =>
    run('check', async () => {
      await save();
      const result = await call(
        'POST /api/admin/marketplaces/:marketplace/products/:productId/check',
        {
          params: { marketplace: 'trendyol', productId },
        },
      );
      setProblems(result.problems);
      setOutcome({ ok: result.ok, message: result.message });
    });

  async function pollResult() {
    polling.current = true;
    for (let i = 0; i < 60 && polling.current; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      try {
        const result = await call('GET /api/trendyol/getResultOfTrendyolUpload', {
          query: { productId },
        });
        setUpload(result);
        if (result.state === 'completed' || result.state === 'failed') break;
      } catch {
        // The next round asks again; the button can refresh too.
      }
    }
    polling.current = false;
    await revalidator.revalidate();
  }

  const send = () =>
    run('upload', async () => {
      await save();
      const queued = await call('POST /api/trendyol/uploadAProductInTrendyol', {
        body: { productId },
      });
      setProblems([]);
      setUpload(queued.upload);
      setOutcome({ ok: true, message: queued.message });
      void pollResult();
    });

  const refresh = () =>
    run('result', async () => {
      setUpload(
        await call('GET /api/trendyol/getResultOfTrendyolUpload', { query: { productId } }),
      );
    });

  const removePending = () =>
    run('remove', async () => {
      const removed = await call(
        'POST /api/admin/marketplaces/:marketplace/products/:productId/remove-pending',
        {
          params: { marketplace: 'trendyol', productId },
        },
      );
      setOutcome({ ok: true, message: removed.message });
      await revalidator.revalidate();
    });

  const addressList = addresses?.ok ? addresses.data.addresses : [];
  const addressOptions = (type: 'shipment' | 'returning') => [
    { value: '', label: 'Seçin' },
    ...addressList.filter((a) => a.type === type).map((a) => ({ value: a.id, label: a.label })),
  ];

  return (
    <section aria-labelledby="match-title" className="marketplace-match">
      <h2 id="match-title">
        {detail.product.name}{' '}
        <Text span c="dimmed">
          ({detail.product.code})
        </Text>
      </h2>
      {errors.title ? (
        <p className="marketplace-field-error" role="alert">
          Ürün adı: {errors.title}
        </p>
      ) : null}
      {errors.description ? (
        <p className="marketplace-field-error" role="alert">
          {errors.description}
        </p>
      ) : null}
      {errors.images ? (
        <p className="marketplace-field-error" role="alert">
          Görseller: {errors.images}
        </p>
      ) : null}
      {errors.skus ? (
        <p className="marketplace-field-error" role="alert">
          {errors.skus}
        </p>
      ) : null}

      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Autocomplete
          label="Trendyol markası"
          placeholder="Marka adı yazın (en az 2 harf)"
          value={brandText}
          data={brandOptions.map((b) => ({ value: `${b.name}#${b.id}`, label: b.name }))}
          filter={({ options }) => options}
          error={errors.brand ?? brandError ?? undefined}
          description={brand ? `Seçili: ${brand.name} (${brand.id})` : 'Listeden bir marka seçin.'}
          // A picked option arrives as its value (`name#id`); typing searches Trendyol's list.
          onOptionSubmit={(value) => {
            const id = value.slice(value.lastIndexOf('#') + 1);
            const found = brandOptions.find((b) => b.id === id);
            if (!found) return;
            setBrand(found);
            setBrandText(found.name);
            setBrandError(null);
          }}
          onChange={(text) => {
            if (text.includes('#')) return;
            void searchBrands(text);
          }}
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

      <Group mt="md">
        <Button variant="default" onClick={saveOnly} loading={busy === 'save'}>
          Kaydet
        </Button>
        <Button variant="light" onClick={check} loading={busy === 'check'}>
          Yüklemeden önce kontrol et
        </Button>
        <Button onClick={send} loading={busy === 'upload'}>
          Trendyol'a gönder
        </Button>
      </Group>
      <div aria-live="polite">
        {outcome ? (
          <Alert
            mt="sm"
            color={outcome.ok ? 'green' : 'red'}
            role={outcome.ok ? 'status' : 'alert'}
          >
            {outcome.message}
          </Alert>
        ) : null}
        {problems && problems.length > 0 ? (
          <Alert mt="sm" color="orange" title="Düzeltilmesi gerekenler">
            <ul className="marketplace-problems">
              {problems.map((p) => (
                <li key={`${p.field}:${p.message}`}>{p.message}</li>
              ))}
            </ul>
          </Alert>
        ) : null}
      </div>

      <UploadResult upload={upload} marketplace="Trendyol" />
      <Group>
        <Button variant="light" onClick={refresh} loading={busy === 'result'} disabled={!upload}>
          Sonucu yenile
        </Button>
        {upload?.items.some((i) => i.approval !== 'approved') ? (
          <Button variant="outline" color="red" onClick={removePending} loading={busy === 'remove'}>
            Onaylanmamış varyantları kaldır
          </Button>
        ) : null}
      </Group>
    </section>
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
