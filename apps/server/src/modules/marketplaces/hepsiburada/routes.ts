import {
  deletePendingProductInHepsiBuradaRoute,
  getHepsiBuradaCategoriesRoute,
  getHepsiBuradaCategoryAttributesRoute,
  getHepsiBuradaEnumValuesRoute,
  getResultOfHepsiBuradaUploadRoute,
  updateSkuWithHepsiBuradaInfoRoute,
  uploadAProductInHepsiBuradaRoute,
} from '@carsi/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerRoute } from '../../../http/contract-route';
import { type IdentityDeps, requirePrincipal } from '../../identity/index';
import { marketplaceErrors } from '../errors';
import type { MarketplacesService } from '../service';

/** Marketing and the owner: the `hepsiburada` page's area. */
async function marketingAdmin(identity: IdentityDeps, request: FastifyRequest): Promise<string> {
  const { principal } = await requirePrincipal(identity, request, 'admin', { area: 'marketing' });
  return `admin:${principal.id}`;
}

/** The spec's Hepsiburada calls under /api/hepsiBurada/. */
export function registerHepsiburadaRoutes(
  api: FastifyInstance,
  deps: { identity: IdentityDeps; service: MarketplacesService },
): void {
  const { identity, service } = deps;
  const admin = (request: FastifyRequest) => marketingAdmin(identity, request);

  registerRoute(api, getHepsiBuradaCategoriesRoute, async ({ query }, { request }) => {
    await admin(request);
    return marketplaceErrors(async () => {
      const tree = await service.categoryTree('hepsiburada', query.refresh === '1');
      return { categories: tree.data, fetchedAt: tree.fetchedAt.toISOString(), stale: tree.stale };
    });
  });
  registerRoute(api, getHepsiBuradaCategoryAttributesRoute, async ({ query }, { request }) => {
    await admin(request);
    return marketplaceErrors(async () => ({
      categoryId: query.categoryId,
      attributes: await service.categoryAttributes('hepsiburada', query.categoryId),
    }));
  });
  registerRoute(api, getHepsiBuradaEnumValuesRoute, async ({ query }, { request }) => {
    await admin(request);
    return marketplaceErrors(async () => ({
      categoryId: query.categoryId,
      attributeId: query.attributeId,
      values: await service.attributeValues('hepsiburada', query.categoryId, query.attributeId),
    }));
  });
  registerRoute(api, updateSkuWithHepsiBuradaInfoRoute, async ({ body }, { request }) => {
    const actor = await admin(request);
    // Hepsiburada takes the brand as text: the name is also its id.
    const brand = body.skuData.brandName ?? body.skuData.brandId;
    return marketplaceErrors(() =>
      service.saveMatch(
        'hepsiburada',
        { ...body.skuData, ...(brand !== undefined ? { brandId: brand, brandName: brand } : {}) },
        actor,
      ),
    );
  });
  registerRoute(api, uploadAProductInHepsiBuradaRoute, async ({ body }, { request }) => {
    const actor = await admin(request);
    return marketplaceErrors(async () => {
      const upload = await service.queueUpload('hepsiburada', body.productId, actor);
      return {
        message:
          'Ürün Hepsiburada gönderim sırasına alındı; sonuç birkaç saniye içinde burada görünecek.',
        batchRequestId: upload.batchRequestId,
        upload,
      };
    });
  });
  registerRoute(api, getResultOfHepsiBuradaUploadRoute, async ({ query }, { request }) => {
    await admin(request);
    return marketplaceErrors(() =>
      service.result('hepsiburada', query.productId, query.batchRequestId),
    );
  });
  registerRoute(api, deletePendingProductInHepsiBuradaRoute, async ({ body }, { request }) => {
    await admin(request);
    return marketplaceErrors(() => service.removePending('hepsiburada', body.productId));
  });
}
