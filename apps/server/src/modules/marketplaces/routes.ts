import {
  adminCheckMarketplaceConnectionRoute,
  adminCheckMarketplaceProductRoute,
  adminMarketplaceAttributeValuesRoute,
  adminMarketplaceProductRoute,
  adminMarketplaceProductsRoute,
  adminMarketplaceSettingsRoute,
  adminMarketplaceUploadsRoute,
  adminRemovePendingMarketplaceProductRoute,
  adminUpdateMarketplaceSettingsRoute,
  getResultOfTrendyolUploadRoute,
  getTrendyolBrandListRoute,
  getTrendyolCategoryAttributesRoute,
  getTrendyolCategoryTreeRoute,
  getTrendyolSuppliersAddressRoute,
  updateSkuWithTrendyolInfoRoute,
  uploadAProductInTrendyolRoute,
} from '@carsi/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerRoute } from '../../http/contract-route';
import { invalidFields } from '../../http/errors';
import { type IdentityDeps, requirePrincipal } from '../identity/index';
import { marketplaceErrors } from './errors';
import type { MarketplacesService } from './service';

export interface MarketplaceRouteDeps {
  identity: IdentityDeps;
  service: MarketplacesService;
}

/** Marketing and the owner: the `trendyol` and `hepsiburada` pages' area. */
async function marketingAdmin(identity: IdentityDeps, request: FastifyRequest): Promise<string> {
  const { principal } = await requirePrincipal(identity, request, 'admin', { area: 'marketing' });
  return `admin:${principal.id}`;
}

/** The neutral admin calls every marketplace page uses (settings, list, check, selection upload). */
export function registerMarketplaceAdminRoutes(
  api: FastifyInstance,
  deps: MarketplaceRouteDeps,
): void {
  const { identity, service } = deps;
  const admin = (request: FastifyRequest) => marketingAdmin(identity, request);

  registerRoute(api, adminMarketplaceSettingsRoute, async ({ params }, { request }) => {
    await admin(request);
    return marketplaceErrors(() => service.settingsView(params.marketplace));
  });
  registerRoute(api, adminUpdateMarketplaceSettingsRoute, async ({ params, body }, { request }) => {
    const actor = await admin(request);
    return marketplaceErrors(async () => {
      service.channel(params.marketplace);
      const { missing } = await service.settingsStore.save(params.marketplace, body, actor);
      if (missing.length > 0)
        throw invalidFields(
          missing.map((field) => ({
            field: `body.${field}`,
            message:
              field === 'apiKey'
                ? 'API anahtarını girin.'
                : 'API şifresini (servis anahtarını) girin.',
          })),
        );
      return {
        message: 'Bağlantı ayarları kaydedildi.',
        settings: await service.settingsView(params.marketplace),
      };
    });
  });
  registerRoute(api, adminCheckMarketplaceConnectionRoute, async ({ params }, { request }) => {
    await admin(request);
    return marketplaceErrors(() => service.checkConnection(params.marketplace));
  });
  registerRoute(api, adminMarketplaceProductsRoute, async ({ params, query }, { request }) => {
    await admin(request);
    return marketplaceErrors(() =>
      service.productList(params.marketplace, {
        q: query.q,
        filter: query.durum,
        page: query.page,
      }),
    );
  });
  registerRoute(api, adminMarketplaceProductRoute, async ({ params }, { request }) => {
    await admin(request);
    return marketplaceErrors(() => service.productDetail(params.marketplace, params.productId));
  });
  registerRoute(api, adminCheckMarketplaceProductRoute, async ({ params }, { request }) => {
    await admin(request);
    return marketplaceErrors(() => service.check(params.marketplace, params.productId));
  });
  registerRoute(api, adminMarketplaceUploadsRoute, async ({ params, body }, { request }) => {
    const actor = await admin(request);
    return marketplaceErrors(async () => {
      const result = await service.queueUploads(params.marketplace, body.productIds, actor);
      const message =
        result.refused.length === 0
          ? `${result.queued.length} ürün gönderim sırasına alındı.`
          : `${result.queued.length} ürün gönderim sırasına alındı; ${result.refused.length} üründe düzeltilmesi gereken sorun var.`;
      return { message, ...result };
    });
  });
  registerRoute(api, adminMarketplaceAttributeValuesRoute, async ({ params }, { request }) => {
    await admin(request);
    return marketplaceErrors(async () => ({
      values: await service.attributeValues(
        params.marketplace,
        params.categoryId,
        params.attributeId,
      ),
    }));
  });
  registerRoute(api, adminRemovePendingMarketplaceProductRoute, async ({ params }, { request }) => {
    await admin(request);
    return marketplaceErrors(() => service.removePending(params.marketplace, params.productId));
  });
}

/** The spec's Trendyol calls under /api/trendyol/. */
export function registerTrendyolRoutes(api: FastifyInstance, deps: MarketplaceRouteDeps): void {
  const { identity, service } = deps;
  const admin = (request: FastifyRequest) => marketingAdmin(identity, request);

  registerRoute(api, updateSkuWithTrendyolInfoRoute, async ({ body }, { request }) => {
    const actor = await admin(request);
    return marketplaceErrors(() => service.saveMatch('trendyol', body, actor));
  });
  registerRoute(api, uploadAProductInTrendyolRoute, async ({ body }, { request }) => {
    const actor = await admin(request);
    return marketplaceErrors(async () => {
      const upload = await service.queueUpload('trendyol', body.productId, actor);
      return {
        message:
          'Ürün Trendyol gönderim sırasına alındı; sonuç birkaç saniye içinde burada görünecek.',
        batchRequestId: upload.batchRequestId,
        upload,
      };
    });
  });
  registerRoute(api, getTrendyolBrandListRoute, async ({ query }, { request }) => {
    await admin(request);
    return marketplaceErrors(async () => ({
      brands: await service.brands('trendyol', query.brand),
    }));
  });
  registerRoute(api, getTrendyolSuppliersAddressRoute, async (_input, { request }) => {
    await admin(request);
    return marketplaceErrors(async () => ({ addresses: await service.addresses('trendyol') }));
  });
  registerRoute(api, getTrendyolCategoryTreeRoute, async ({ query }, { request }) => {
    await admin(request);
    return marketplaceErrors(async () => {
      const tree = await service.categoryTree('trendyol', query.refresh === '1');
      return { categories: tree.data, fetchedAt: tree.fetchedAt.toISOString(), stale: tree.stale };
    });
  });
  registerRoute(api, getTrendyolCategoryAttributesRoute, async ({ query }, { request }) => {
    await admin(request);
    return marketplaceErrors(async () => ({
      categoryId: query.categoryId,
      attributes: await service.categoryAttributes('trendyol', query.categoryId),
    }));
  });
  registerRoute(api, getResultOfTrendyolUploadRoute, async ({ query }, { request }) => {
    await admin(request);
    return marketplaceErrors(() =>
      service.result('trendyol', query.productId, query.batchRequestId),
    );
  });
}
