import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  type DeleteProcess,
  envelope,
  type HbState,
  HEPSIBURADA_HOST_PATHS,
  type Json,
  paged,
  paging,
  refuse,
  type Tracking,
} from './context';
import { itemFailures } from './validation';

/**
 * Products: the import as a JSON file in a multipart request, its tracking status ("İşleniyor"
 * for a while, then each item's validation results), the list by status, and deleting products
 * awaiting action with its delete-process status.
 */
export function registerProductRoutes(app: FastifyInstance, state: HbState): void {
  const { guard, now, settleMs, merchantId, products, trackings, deletes, refused, files } = state;
  const mpop = HEPSIBURADA_HOST_PATHS.catalogue;

  app.post(`${mpop}/product/api/products/import`, async (request, reply) => {
    if (!guard(request, reply)) return reply;
    const type = String(request.headers['content-type'] ?? '');
    if (!type.startsWith('multipart/form-data') || !Buffer.isBuffer(request.body))
      return refuse(
        reply,
        400,
        'Ürün bilgileri bir JSON dosyası olarak (multipart, "file") gönderilmelidir.',
      );
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(request.body), {
        headers: { 'content-type': type },
      }).formData();
    } catch {
      return refuse(reply, 400, 'Çok parçalı istek okunamadı.');
    }
    const file = form.get('file');
    if (!file || typeof file === 'string')
      return refuse(reply, 400, '"file" alanında bir JSON dosyası gönderilmelidir.');
    let items: unknown;
    try {
      items = JSON.parse(await file.text());
    } catch {
      return refuse(reply, 400, 'Dosya geçerli bir JSON değil.');
    }
    if (!Array.isArray(items) || items.length === 0)
      return refuse(reply, 400, 'Dosya boş olmayan bir ürün dizisi içermelidir.');
    if (items.length > 1000)
      return refuse(reply, 400, 'Bir dosyada en çok 1000 ürün gönderilebilir.');
    files.push(items);
    if (files.length > 20) files.shift();
    const tracking: Tracking = { id: randomUUID(), createdAt: now(), merchantSkus: [] };
    const seen = new Set<string>();
    for (const raw of items as Json[]) {
      const item = raw && typeof raw === 'object' ? raw : {};
      const a = (
        item.attributes && typeof item.attributes === 'object' ? item.attributes : {}
      ) as Json;
      const merchantSku = typeof a.merchantSku === 'string' ? a.merchantSku.trim() : '';
      const reasons = itemFailures(item, merchantId, products, refused);
      if (merchantSku && seen.has(merchantSku))
        reasons.push({
          attributeName: 'merchantSku',
          message: 'Dosyada tekrarlanan satıcı stok kodu.',
        });
      const key = merchantSku || `(boş-${tracking.merchantSkus.length + 1})`;
      seen.add(key);
      tracking.merchantSkus.push(key);
      products.set(key, {
        merchantSku: key,
        barcode: typeof a.Barcode === 'string' ? a.Barcode : '',
        categoryId: Number(item.categoryId),
        status: reasons.length === 0 ? 'Yaratıldı' : 'Aksiyon Bekliyor',
        reasons,
        trackingId: tracking.id,
        attributes: a,
      });
    }
    trackings.set(tracking.id, tracking);
    return envelope({ trackingId: tracking.id });
  });

  app.get(`${mpop}/product/api/products/status/:trackingId`, async (request, reply) => {
    if (!guard(request, reply)) return reply;
    const tracking = trackings.get((request.params as { trackingId: string }).trackingId);
    if (!tracking) return refuse(reply, 404, 'Takip numarası bulunamadı.');
    const page = paging(request.query, 1000);
    if (!page) return refuse(reply, 400, 'size 1 ile 1000 arasında olmalıdır.');
    const done = now() - tracking.createdAt >= settleMs;
    const rows = tracking.merchantSkus.map((sku) => {
      const product = products.get(sku);
      return {
        merchant: merchantId,
        merchantSku: sku,
        barcode: product?.barcode ?? null,
        productStatus: !product ? 'Silindi' : done ? product.status : 'İşleniyor',
        importStatus: done ? 'DONE' : 'PROCESSING',
        validationResults: done && product ? product.reasons : [],
      };
    });
    return paged(rows, page.page, page.size);
  });

  app.get(
    `${mpop}/product/api/products/products-by-merchant-and-status`,
    async (request, reply) => {
      if (!guard(request, reply)) return reply;
      const q = request.query as { merchantId?: string; productStatus?: string };
      if (q.merchantId !== merchantId)
        return refuse(reply, 403, 'Mağaza kimliği yetkili mağaza ile eşleşmiyor.');
      const page = paging(request.query, 1000);
      if (!page) return refuse(reply, 400, 'size 1 ile 1000 arasında olmalıdır.');
      const list = [...products.values()].filter(
        (p) => !q.productStatus || p.status === q.productStatus,
      );
      return paged(
        list.map((p) => ({
          merchantSku: p.merchantSku,
          barcode: p.barcode,
          productStatus: p.status,
          categoryId: p.categoryId,
        })),
        page.page,
        page.size,
      );
    },
  );

  app.post(`${mpop}/product/api/products/delete`, async (request, reply) => {
    if (!guard(request, reply)) return reply;
    const body = (request.body ?? {}) as { merchantId?: string; merchantSkuList?: unknown };
    if (body.merchantId !== merchantId)
      return refuse(reply, 403, 'Mağaza kimliği yetkili mağaza ile eşleşmiyor.');
    if (
      !Array.isArray(body.merchantSkuList) ||
      body.merchantSkuList.length === 0 ||
      body.merchantSkuList.length > 1000
    )
      return refuse(reply, 400, 'merchantSkuList 1-1000 satıcı stok kodu içermelidir.');
    const process: DeleteProcess = {
      id: randomUUID(),
      createdAt: now(),
      items: body.merchantSkuList.map((raw) => {
        const merchantSku = String(raw);
        const product = products.get(merchantSku);
        if (!product)
          return { merchantSku, status: 'FAILED' as const, message: 'Ürün bulunamadı.' };
        if (product.status !== 'Aksiyon Bekliyor')
          return {
            merchantSku,
            status: 'FAILED' as const,
            message: `"${product.status}" durumundaki ürün silinemez.`,
          };
        products.delete(merchantSku);
        return { merchantSku, status: 'DELETED' as const, message: null };
      }),
    };
    deletes.set(process.id, process);
    return envelope({ trackingId: process.id });
  });

  app.get(`${mpop}/product/api/products/delete-process/:trackingId`, async (request, reply) => {
    if (!guard(request, reply)) return reply;
    const process = deletes.get((request.params as { trackingId: string }).trackingId);
    if (!process) return refuse(reply, 404, 'Takip numarası bulunamadı.');
    const done = now() - process.createdAt >= settleMs;
    return envelope(
      process.items.map((i) =>
        done ? i : { merchantSku: i.merchantSku, status: 'IN_PROGRESS', message: null },
      ),
    );
  });
}
