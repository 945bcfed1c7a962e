import {
  type AdminAction,
  addAdminSkuRoute,
  adjustStockRoute,
  applyBulkUpdateRoute,
  BULK_EXPORT_PATH,
  BULK_PREVIEW_PATH,
  BULK_UPLOAD_MAX_BYTES,
  bulkUpdateStatusRoute,
  cancelPriceRiseRoute,
  cancelSupplierOrderRoute,
  catalogueAdminErrorCodes,
  createAdminProductRoute,
  createSupplierOrderRoute,
  createTaxonomyRoute,
  deleteTaxonomyRoute,
  getAdminProductRoute,
  getSupplierOrderRoute,
  getWaybillRoute,
  IMAGE_UPLOAD_MAX_BYTES,
  listAdminProductsRoute,
  listInventoryActivitiesRoute,
  listLowStockRoute,
  listPriceRisesRoute,
  listStockRoute,
  listSupplierChoicesRoute,
  listSupplierOrdersRoute,
  listTaxonomyRoute,
  productAnalysisRoute,
  receiveSupplierOrderRoute,
  schedulePriceRiseRoute,
  type TaxonomyKind,
  taxonomyDefinitions,
  UPLOAD_PRODUCT_IMAGE_PATH,
  updateAdminProductRoute,
  updateAdminSkuRoute,
  updateTaxonomyRoute,
} from '@carsi/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { registerRoute } from '../../http/contract-route';
import { AppError, validationError } from '../../http/errors';
import type { JobQueue } from '../../jobs/job-queue';
import { LocalDiskStore, type ObjectStore } from '../../storage';
import type { IdentityDeps } from '../identity/index';
import { requirePrincipal } from '../identity/index';
import { productAnalysis } from './analysis';
import {
  applyBulkUpdate,
  bulkStatus,
  bulkUpdateQueue,
  exportSheet,
  previewSheet,
  queueBulkUpdate,
} from './bulk-update';
import { imageErrors, storeUploadedImage } from './images';
import { cancelPriceRise, listPriceRises, schedulePriceRise } from './price-rises';
import {
  type Actor,
  addAdminSku,
  createAdminProduct,
  getAdminProduct,
  listAdminProducts,
  updateAdminProduct,
  updateAdminSku,
} from './products';
import { adjustStock, listActivities, listLowStock, listStock } from './stock';
import {
  cancelSupplierOrder,
  createSupplierOrder,
  getSupplierOrder,
  listSupplierOrders,
  receiveSupplierOrder,
  waybill,
} from './supplier-orders';
import { createTaxonomy, deleteTaxonomy, listTaxonomy, updateTaxonomy } from './taxonomy';

export interface CatalogueAdminDeps {
  db: Database;
  identity: IdentityDeps;
  jobs: JobQueue;
  uploadsDir: string;
  /** Where uploaded images go; by default `uploadsDir` (the S3 bucket when configured). */
  imageStore?: ObjectStore | undefined;
  /** This process's catalogue and page caches; other processes hear the database's NOTIFY. */
  invalidateCatalogue: () => void;
  /**
   * This process's answers and pages showing these products (a SKU's price or stock changed),
   * so the next page is fresh; the NOTIFY that follows drops more if more changed.
   */
  invalidateProducts: (productIds: readonly number[]) => void;
  /** The shop's low-stock threshold for SKUs without their own (LOW_STOCK_THRESHOLD). */
  lowStockThreshold: number;
}

/** Back-office catalogue: taxonomy, products, SKUs, images, stock, bulk update. */
export async function registerCatalogueAdminRoutes(api: FastifyInstance, deps: CatalogueAdminDeps) {
  const { db, identity } = deps;
  const imageStore = deps.imageStore ?? new LocalDiskStore(deps.uploadsDir);
  const staff = async (
    request: FastifyRequest,
    area: 'catalogue' | 'stock',
    action?: AdminAction,
  ): Promise<Actor> => {
    const { principal } = await requirePrincipal(identity, request, 'admin', {
      area,
      ...(action ? { action } : {}),
    });
    return { id: principal.id, name: principal.displayName };
  };
  const taxonomyStaff = (request: FastifyRequest, kind: TaxonomyKind, write: boolean) => {
    const area = taxonomyDefinitions[kind].area;
    return staff(
      request,
      area,
      write ? (area === 'stock' ? 'stock.adjust' : 'catalogue.edit') : undefined,
    );
  };
  const changed = <T>(value: T) => {
    deps.invalidateCatalogue();
    return value;
  };
  const changedProduct = <T>(productId: number, value: T) => {
    deps.invalidateProducts([productId]);
    return value;
  };

  // Taxonomy: one set of endpoints for every definition.
  registerRoute(api, listTaxonomyRoute, async ({ params, query }, { request }) => {
    await taxonomyStaff(request, params.kind, false);
    return listTaxonomy(db, params.kind, query);
  });
  registerRoute(api, createTaxonomyRoute, async ({ params, body }, { request }) => {
    await taxonomyStaff(request, params.kind, true);
    return changed(await createTaxonomy(db, params.kind, body));
  });
  registerRoute(api, updateTaxonomyRoute, async ({ params, body }, { request }) => {
    await taxonomyStaff(request, params.kind, true);
    return changed(await updateTaxonomy(db, params.kind, params.id, body));
  });
  registerRoute(api, deleteTaxonomyRoute, async ({ params }, { request }) => {
    await taxonomyStaff(request, params.kind, true);
    return changed(await deleteTaxonomy(db, params.kind, params.id));
  });

  // Products and SKUs
  registerRoute(api, listAdminProductsRoute, async ({ query }, { request }) => {
    await staff(request, 'catalogue');
    return listAdminProducts(db, query);
  });
  registerRoute(api, getAdminProductRoute, async ({ params }, { request }) => {
    await staff(request, 'catalogue');
    return { product: await getAdminProduct(db, params.id) };
  });
  registerRoute(api, createAdminProductRoute, async ({ body }, { request }) => {
    const actor = await staff(request, 'catalogue', 'catalogue.edit');
    const product = await createAdminProduct(db, body, actor);
    return changed({ product, message: 'Ürün eklendi.' });
  });
  registerRoute(api, updateAdminProductRoute, async ({ params, body }, { request }) => {
    await staff(request, 'catalogue', 'catalogue.edit');
    const product = await updateAdminProduct(db, params.id, body);
    return changed({ product, message: 'Ürün kaydedildi.' });
  });
  registerRoute(api, addAdminSkuRoute, async ({ params, body }, { request }) => {
    const actor = await staff(request, 'catalogue', 'catalogue.edit');
    const product = await addAdminSku(db, params.id, body, actor);
    return changed({ product, message: 'SKU eklendi.' });
  });
  registerRoute(api, updateAdminSkuRoute, async ({ params, body }, { request }) => {
    const actor = await staff(request, 'catalogue', 'catalogue.edit');
    const product = await updateAdminSku(db, params.id, body, actor);
    return changedProduct(product.id, { product, message: 'SKU kaydedildi.' });
  });

  // Scheduled price rises (the product page announces them; a job applies them).
  registerRoute(api, listPriceRisesRoute, async ({ params }, { request }) => {
    await staff(request, 'catalogue');
    return { priceRises: await listPriceRises(db, params.id) };
  });
  registerRoute(api, schedulePriceRiseRoute, async ({ params, body }, { request, reply }) => {
    const actor = await staff(request, 'catalogue', 'catalogue.edit');
    const priceRise = await schedulePriceRise(db, params.id, body, actor.name, new Date());
    reply.status(201);
    return changed({ priceRise, message: 'Fiyat artışı planlandı.' });
  });
  registerRoute(api, cancelPriceRiseRoute, async ({ params }, { request }) => {
    await staff(request, 'catalogue', 'catalogue.edit');
    const priceRise = await cancelPriceRise(db, params.id, new Date());
    return changed({ priceRise, message: 'Fiyat artışı iptal edildi.' });
  });
  registerRoute(api, productAnalysisRoute, async ({ params, query }, { request }) => {
    await staff(request, 'catalogue');
    return productAnalysis(db, params.id, query.from, query.to);
  });

  // Stock
  registerRoute(api, listStockRoute, async ({ query }, { request }) => {
    await staff(request, 'stock');
    return listStock(db, query);
  });
  registerRoute(api, listLowStockRoute, async (_input, { request }) => {
    await staff(request, 'stock');
    return listLowStock(db, deps.lowStockThreshold);
  });
  registerRoute(api, adjustStockRoute, async ({ body }, { request }) => {
    const actor = await staff(request, 'stock', 'stock.adjust');
    const adjusted = await adjustStock(db, body, actor);
    return changedProduct(adjusted.row.productId, adjusted);
  });
  registerRoute(api, listInventoryActivitiesRoute, async ({ query }, { request }) => {
    await staff(request, 'stock');
    return listActivities(db, query);
  });

  // Supplier orders (receiving adds stock) and transfer waybills
  registerRoute(api, listSupplierChoicesRoute, async (_input, { request }) => {
    await staff(request, 'stock');
    const { items } = await listTaxonomy(db, 'suppliers', { pageNumber: 1, hepsi: 'true' });
    return { items: items.map((item) => ({ id: item.id, name: item.name })) };
  });
  registerRoute(api, listSupplierOrdersRoute, async ({ query }, { request }) => {
    await staff(request, 'stock');
    return listSupplierOrders(db, query);
  });
  registerRoute(api, getSupplierOrderRoute, async ({ params }, { request }) => {
    await staff(request, 'stock');
    return { order: await getSupplierOrder(db, params.id) };
  });
  registerRoute(api, createSupplierOrderRoute, async ({ body }, { request }) => {
    const actor = await staff(request, 'stock', 'stock.adjust');
    return {
      order: await createSupplierOrder(db, body, actor),
      message: 'Tedarikçi siparişi oluşturuldu.',
    };
  });
  registerRoute(api, receiveSupplierOrderRoute, async ({ params }, { request }) => {
    const actor = await staff(request, 'stock', 'stock.adjust');
    const order = await receiveSupplierOrder(db, params.id, actor);
    return changed({ order, message: 'Sipariş teslim alındı; ürünler stoğa eklendi.' });
  });
  registerRoute(api, cancelSupplierOrderRoute, async ({ params }, { request }) => {
    await staff(request, 'stock', 'stock.adjust');
    return { order: await cancelSupplierOrder(db, params.id), message: 'Sipariş iptal edildi.' };
  });
  registerRoute(api, getWaybillRoute, async ({ params }, { request }) => {
    await staff(request, 'stock');
    return { waybill: await waybill(db, params.id) };
  });

  // Bulk update: the job applies it; the status endpoint reports progress.
  await deps.jobs.work(bulkUpdateQueue, async ({ data }) => {
    await applyBulkUpdate(db, data.id, (error) =>
      api.log.error({ err: error, bulkUpdate: data.id }, 'bulk update failed'),
    );
    deps.invalidateCatalogue();
  });
  registerRoute(api, applyBulkUpdateRoute, async ({ params }, { request }) => {
    const actor = await staff(request, 'catalogue', 'catalogue.edit');
    return queueBulkUpdate(db, deps.jobs, params.id, actor.id);
  });
  registerRoute(api, bulkUpdateStatusRoute, async ({ params }, { request }) => {
    await staff(request, 'catalogue');
    return bulkStatus(db, params.id);
  });
  const formatQuery = z
    .object({
      format: z.enum(['csv', 'xlsx'], { error: 'Biçim csv ya da xlsx olmalı.' }).default('xlsx'),
    })
    .strict();
  api.get(BULK_EXPORT_PATH, async (request, reply) => {
    await staff(request, 'catalogue');
    const parsed = formatQuery.safeParse(request.query);
    if (!parsed.success) throw validationError('query', parsed.error);
    const { format } = parsed.data;
    const bytes = await exportSheet(db, format);
    return reply
      .header(
        'content-type',
        format === 'csv'
          ? 'text/csv; charset=utf-8'
          : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      )
      .header('content-disposition', `attachment; filename="katalog.${format}"`)
      .send(bytes);
  });

  // Raw uploads: the file itself is the body (one image a request; the sheet for a preview).
  await api.register(async (scope) => {
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: Math.max(IMAGE_UPLOAD_MAX_BYTES, BULK_UPLOAD_MAX_BYTES) },
      (_request, body, done) => done(null, body),
    );
    const tooLarge = (limit: number, error: () => AppError) => async (request: FastifyRequest) => {
      if (Number(request.headers['content-length'] ?? 0) > limit) throw error();
    };
    // The session is checked before the body is read: no one without it makes the server take
    // in megabytes. The handler picks up who it was.
    const uploaders = new WeakMap<FastifyRequest, Actor>();
    const signedInEditor = async (request: FastifyRequest) => {
      uploaders.set(request, await staff(request, 'catalogue', 'catalogue.edit'));
    };
    const uploader = (request: FastifyRequest): Actor => {
      const actor = uploaders.get(request);
      if (!actor) throw new Error('An upload route ran without its session check.');
      return actor;
    };
    scope.post(
      UPLOAD_PRODUCT_IMAGE_PATH,
      { onRequest: [signedInEditor, tooLarge(IMAGE_UPLOAD_MAX_BYTES, imageErrors.tooLarge)] },
      async (request) => {
        uploader(request);
        const alt =
          typeof (request.query as { alt?: unknown }).alt === 'string'
            ? String((request.query as { alt: string }).alt).slice(0, 200)
            : '';
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return { image: await storeUploadedImage(imageStore, body, alt, request.log) };
      },
    );
    const sheetTooLarge = () =>
      new AppError(413, catalogueAdminErrorCodes.badSpreadsheet, 'Dosya en çok 10 MB olabilir.', [
        { field: 'file', message: 'Dosya çok büyük.' },
      ]);
    scope.post(
      BULK_PREVIEW_PATH,
      { onRequest: [signedInEditor, tooLarge(BULK_UPLOAD_MAX_BYTES, sheetTooLarge)] },
      async (request) => {
        const actor = uploader(request);
        const parsed = formatQuery.safeParse(request.query);
        if (!parsed.success) throw validationError('query', parsed.error);
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (body.length > BULK_UPLOAD_MAX_BYTES) throw sheetTooLarge();
        return previewSheet(db, body, parsed.data.format, actor.id);
      },
    );
  });
}
