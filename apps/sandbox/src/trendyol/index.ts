import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxProvider } from '../index';
import { ADDRESSES, attributesOf, BRANDS, CATEGORY_TREE, LEAF_IDS } from './catalogue';

/** The seller the shop uses against this stand-in when no Trendyol settings are stored. */
export const TRENDYOL_SANDBOX_CREDENTIALS = {
  sellerId: '100001',
  apiKey: 'sandboxTrendyolKey',
  apiSecret: 'sandboxTrendyolSecret',
} as const;

/** Trendyol's paths start here, as on apigw.trendyol.com. */
export const TRENDYOL_BASE_PATH = '/integration';

export interface TrendyolSandboxOptions {
  now?: () => number;
  /** A batch answers IN_PROGRESS for this long after it was sent (default 3 s). */
  settleMs?: number;
  /** Requests per endpoint per 10 s (Trendyol: 50); 0 turns it off. */
  endpointLimit?: number;
  /** Supplier-address calls per hour (Trendyol: 1); 0 turns it off. */
  addressesPerHour?: number;
}

interface BatchItem {
  barcode: string;
  status: 'SUCCESS' | 'FAILED';
  failureReasons: string[];
  requestItem: Record<string, unknown>;
}

interface Batch {
  id: string;
  kind: 'ProductV2Create' | 'ProductDelete' | 'PriceAndInventory';
  createdAt: number;
  items: BatchItem[];
}

export interface TrendyolSandboxProduct {
  barcode: string;
  title: string;
  productMainId: string;
  approved: boolean;
  body: Record<string, unknown>;
}

export interface TrendyolSandbox extends SandboxProvider {
  batches: Map<string, Batch>;
  products: Map<string, TrendyolSandboxProduct>;
  /** The next `count` calls answer `status` (429 or 5xx) before doing anything. */
  failNext(status: number, count?: number): void;
  /** Items sent with this barcode fail with this reason (a content refusal). */
  refuseBarcode(barcode: string, reason: string): void;
}

const RESULT_KEPT_MS = 4 * 3_600_000;
const SAME_BODY_MS = 15 * 60_000;

type Json = Record<string, unknown>;
const num = (v: unknown) =>
  typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;

function isAcceptableImage(url: unknown): boolean {
  if (typeof url !== 'string') return false;
  try {
    const parsed = new URL(url);
    // Trendyol fetches images over https; loopback http is let through for local shops.
    return (
      parsed.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname)
    );
  } catch {
    return false;
  }
}

/** Why Trendyol would refuse one V2 product item (empty: accepted). */
function itemFailures(
  item: Json,
  known: Map<string, TrendyolSandboxProduct>,
  refused: Map<string, string>,
): string[] {
  const reasons: string[] = [];
  const barcode = typeof item.barcode === 'string' ? item.barcode : '';
  if (!barcode) reasons.push('Barkod boş olamaz.');
  if (refused.has(barcode)) reasons.push(refused.get(barcode)!);
  if (known.has(barcode)) reasons.push('Bu barkod ile daha önce ürün oluşturulmuş.');
  const title = typeof item.title === 'string' ? item.title : '';
  if (!title || title.length > 100) reasons.push('Ürün adı 1-100 karakter olmalıdır.');
  if (typeof item.productMainId !== 'string' || !item.productMainId)
    reasons.push('productMainId boş olamaz.');
  if (!BRANDS.some((b) => b.id === num(item.brandId))) reasons.push('Marka bulunamadı.');
  const categoryId = num(item.categoryId);
  const attributes = attributesOf(categoryId);
  if (!attributes) reasons.push('Kategori bulunamadı veya en alt kategori değil.');
  const list = num(item.listPrice);
  const sale = num(item.salePrice);
  if (!(sale > 0)) reasons.push('Satış fiyatı sıfırdan büyük olmalıdır.');
  if (!(list >= sale)) reasons.push('Liste fiyatı satış fiyatından küçük olamaz.');
  if (item.currencyType !== 'TRY') reasons.push('currencyType TRY olmalıdır.');
  if (!Number.isInteger(num(item.quantity)) || num(item.quantity) < 0)
    reasons.push('Stok adedi geçersiz.');
  if (typeof item.stockCode !== 'string' || !item.stockCode) reasons.push('stockCode boş olamaz.');
  const images = Array.isArray(item.images) ? (item.images as Json[]) : [];
  if (images.length === 0) reasons.push('En az bir görsel gönderilmelidir.');
  if (images.length > 8) reasons.push('En fazla 8 görsel gönderilebilir.');
  if (images.some((img) => !isAcceptableImage(img?.url)))
    reasons.push('Görsel adresleri https olmalıdır.');
  if (attributes) {
    const sent = new Map<number, Json>();
    for (const a of Array.isArray(item.attributes) ? (item.attributes as Json[]) : [])
      sent.set(num(a.attributeId), a);
    for (const attribute of attributes) {
      const given = sent.get(attribute.id);
      const ids = Array.isArray(given?.attributeValueIds)
        ? (given.attributeValueIds as unknown[]).map(num)
        : [];
      const custom = typeof given?.attributeValue === 'string' ? given.attributeValue.trim() : '';
      if (given && ids.some((id) => !attribute.values.some((v) => v.id === id)))
        reasons.push(`${attribute.name} için geçersiz değer.`);
      if (custom && !attribute.allowCustom)
        reasons.push(`${attribute.name} için serbest değer girilemez.`);
      if (ids.length > 1 && !attribute.allowMultipleAttributeValues)
        reasons.push(`${attribute.name} için tek değer seçilebilir.`);
      if (attribute.required && ids.length === 0 && !custom)
        reasons.push(`${attribute.name} zorunludur.`);
    }
  }
  return reasons;
}

/**
 * Trendyol's seller API (Product V2) as a stand-in under /__sandbox/trendyol/integration: Basic
 * auth + the "{sellerId} - SelfIntegration" User-Agent (403 without), per-endpoint limits and
 * the supplier addresses' once-an-hour limit (429 `too.many.requests`), brands by name
 * (case-sensitive), the category tree, attributes and paged values, batches that stay
 * IN_PROGRESS for a while and then complete with per-item failures, results forgotten after 4
 * hours, identical price/stock bodies refused for 15 minutes, and 429/5xx on demand.
 */
export function trendyolSandbox(options: TrendyolSandboxOptions = {}): TrendyolSandbox {
  const now = options.now ?? Date.now;
  const settleMs = options.settleMs ?? 3_000;
  const endpointLimit = options.endpointLimit ?? 50;
  const addressesPerHour = options.addressesPerHour ?? 1;
  const batches = new Map<string, Batch>();
  const products = new Map<string, TrendyolSandboxProduct>();
  const refused = new Map<string, string>();
  const windows = new Map<string, { count: number; endsAt: number }>();
  const sentBodies = new Map<string, number>();
  const failures: number[] = [];
  const { sellerId, apiKey, apiSecret } = TRENDYOL_SANDBOX_CREDENTIALS;
  const basic = `Basic ${Buffer.from(`${apiKey}:${apiSecret}`).toString('base64')}`;

  const tooMany = (reply: FastifyReply) =>
    reply
      .code(429)
      .header('retry-after', '1')
      .send({ errors: [{ key: 'too.many.requests', message: 'Too many requests' }] });

  function overLimit(key: string, max: number, windowMs: number): boolean {
    if (max <= 0) return false;
    const at = now();
    let window = windows.get(key);
    if (!window || window.endsAt <= at) {
      window = { count: 0, endsAt: at + windowMs };
      windows.set(key, window);
    }
    window.count += 1;
    return window.count > max;
  }

  /** Auth, User-Agent, the seller in the path, limits and on-demand failures, in Trendyol's order. */
  function guard(request: FastifyRequest, reply: FastifyReply, endpoint: string): boolean {
    const failure = failures.shift();
    if (failure !== undefined) {
      if (failure === 429) tooMany(reply);
      else
        reply
          .code(failure)
          .send({ errors: [{ key: 'generic.exception', message: 'TrendyolSystemException' }] });
      return false;
    }
    if (request.headers.authorization !== basic) {
      reply.code(401).send({ errors: [{ key: 'unauthorized', message: 'Unauthorized' }] });
      return false;
    }
    if (request.headers['user-agent'] !== `${sellerId} - SelfIntegration`) {
      reply.code(403).send({
        errors: [
          {
            key: 'forbidden',
            message: 'User-Agent header is required: "{sellerId} - SelfIntegration"',
          },
        ],
      });
      return false;
    }
    const params = request.params as { sellerId?: string };
    if (params.sellerId !== undefined && params.sellerId !== sellerId) {
      reply
        .code(403)
        .send({ errors: [{ key: 'forbidden', message: 'Seller does not match the credentials' }] });
      return false;
    }
    if (overLimit(`endpoint:${endpoint}`, endpointLimit, 10_000)) {
      tooMany(reply);
      return false;
    }
    return true;
  }

  function newBatch(kind: Batch['kind'], items: BatchItem[]): Batch {
    const batch = { id: randomUUID(), kind, createdAt: now(), items };
    batches.set(batch.id, batch);
    return batch;
  }

  const badRequest = (reply: FastifyReply, message: string) =>
    reply.code(400).send({ errors: [{ key: 'bad.request', message }] });

  return {
    name: 'trendyol',
    description:
      'Trendyol satıcı API (Ürün V2): marka, kategori, özellik, adres, ürün aktarımı ve sonuçları',
    batches,
    products,
    failNext(status, count = 1) {
      for (let i = 0; i < count; i += 1) failures.push(status);
    },
    refuseBarcode(barcode, reason) {
      refused.set(barcode, reason);
    },
    register(app: FastifyInstance) {
      const base = TRENDYOL_BASE_PATH;

      app.get(`${base}/product/brands`, async (request, reply) => {
        if (!guard(request, reply, 'brands')) return reply;
        const q = request.query as { page?: string; size?: string };
        const size = Math.min(Math.max(Number(q.size) || 1000, 1), 1000);
        const page = Math.max(Number(q.page) || 0, 0);
        return { brands: BRANDS.slice(page * size, page * size + size) };
      });
      app.get(`${base}/product/brands/by-name`, async (request, reply) => {
        if (!guard(request, reply, 'brands/by-name')) return reply;
        const name = String((request.query as { name?: string }).name ?? '');
        if (!name) return badRequest(reply, 'name is required');
        // Trendyol's name search is case-sensitive.
        return BRANDS.filter((b) => b.name.includes(name));
      });
      app.get(`${base}/product/product-categories`, async (request, reply) => {
        if (!guard(request, reply, 'product-categories')) return reply;
        return { categories: CATEGORY_TREE };
      });
      app.get(`${base}/product/categories/:categoryId/attributes`, async (request, reply) => {
        if (!guard(request, reply, 'category-attributes')) return reply;
        const categoryId = Number((request.params as { categoryId: string }).categoryId);
        const attributes = attributesOf(categoryId);
        if (!attributes)
          return reply
            .code(404)
            .send({ errors: [{ key: 'category.not.found', message: 'Kategori bulunamadı' }] });
        return {
          id: categoryId,
          name: String(categoryId),
          displayName: String(categoryId),
          categoryAttributes: attributes.map((a) => ({
            categoryId,
            attribute: { id: a.id, name: a.name },
            required: a.required,
            allowCustom: a.allowCustom,
            varianter: a.varianter,
            slicer: a.slicer,
            allowMultipleAttributeValues: a.allowMultipleAttributeValues,
            // Long lists come from the values endpoint, page by page.
            attributeValues: a.values.length <= 100 ? a.values : [],
          })),
        };
      });
      app.get(
        `${base}/product/categories/:categoryId/attributes/:attributeId/values`,
        async (request, reply) => {
          if (!guard(request, reply, 'attribute-values')) return reply;
          const p = request.params as { categoryId: string; attributeId: string };
          const attribute = attributesOf(Number(p.categoryId))?.find(
            (a) => a.id === Number(p.attributeId),
          );
          if (!attribute)
            return reply
              .code(404)
              .send({ errors: [{ key: 'attribute.not.found', message: 'Özellik bulunamadı' }] });
          const q = request.query as { page?: string; size?: string };
          const size = Number(q.size ?? 100);
          if (!Number.isInteger(size) || size < 1 || size > 1000)
            return badRequest(reply, 'size must be between 1 and 1000');
          const page = Math.max(Number(q.page) || 0, 0);
          const slice = attribute.values.slice(page * size, page * size + size);
          return {
            content: slice.map((v) => ({ attributeValueId: v.id, attributeValueName: v.name })),
            page,
            size,
            totalElements: attribute.values.length,
            totalPages: Math.max(1, Math.ceil(attribute.values.length / size)),
          };
        },
      );
      app.get(`${base}/sellers/:sellerId/addresses`, async (request, reply) => {
        if (!guard(request, reply, 'addresses')) return reply;
        if (overLimit('service:addresses', addressesPerHour, 3_600_000)) return tooMany(reply);
        return {
          supplierAddresses: ADDRESSES,
          defaultShipmentAddress: ADDRESSES[0],
          defaultInvoiceAddress: ADDRESSES[2],
          defaultReturningAddress: ADDRESSES[1],
        };
      });
      app.get(`${base}/product/sellers/:sellerId/products`, async (request, reply) => {
        if (!guard(request, reply, 'products-filter')) return reply;
        const q = request.query as { approved?: string; barcode?: string };
        let list = [...products.values()];
        if (q.approved !== undefined) list = list.filter((p) => String(p.approved) === q.approved);
        if (q.barcode) list = list.filter((p) => p.barcode === q.barcode);
        return {
          totalElements: list.length,
          totalPages: 1,
          page: 0,
          size: list.length,
          content: list.map((p) => ({ ...p.body, approved: p.approved })),
        };
      });
      app.post(`${base}/product/sellers/:sellerId/v2/products`, async (request, reply) => {
        if (!guard(request, reply, 'products-create')) return reply;
        if (!String(request.headers['content-type'] ?? '').includes('application/json'))
          return reply
            .code(500)
            .send({ errors: [{ key: 'generic.exception', message: 'TrendyolSystemException' }] });
        const body = request.body as { items?: unknown };
        if (!Array.isArray(body?.items) || body.items.length === 0)
          return badRequest(reply, 'items boş olamaz');
        if (body.items.length > 1000) return badRequest(reply, 'items en fazla 1000 olabilir');
        const seen = new Set<string>();
        const items = (body.items as Json[]).map((item) => {
          const barcode = typeof item.barcode === 'string' ? item.barcode : '';
          const reasons = itemFailures(item, products, refused);
          if (seen.has(barcode)) reasons.push('Aynı istekte tekrarlanan barkod.');
          seen.add(barcode);
          return {
            barcode,
            status: reasons.length === 0 ? ('SUCCESS' as const) : ('FAILED' as const),
            failureReasons: reasons,
            requestItem: { barcode, product: item },
          };
        });
        for (const item of items)
          if (item.status === 'SUCCESS')
            products.set(item.barcode, {
              barcode: item.barcode,
              title: String((item.requestItem.product as Json).title),
              productMainId: String((item.requestItem.product as Json).productMainId),
              approved: false,
              body: item.requestItem.product as Json,
            });
        return { batchRequestId: newBatch('ProductV2Create', items).id };
      });
      app.get(
        `${base}/product/sellers/:sellerId/products/batch-requests/:batchRequestId`,
        async (request, reply) => {
          if (!guard(request, reply, 'batch-requests')) return reply;
          const batch = batches.get((request.params as { batchRequestId: string }).batchRequestId);
          if (!batch || now() - batch.createdAt > RESULT_KEPT_MS)
            return reply.code(404).send({
              errors: [{ key: 'batch.request.not.found', message: 'Batch request bulunamadı' }],
            });
          const done = now() - batch.createdAt >= settleMs;
          const failed = batch.items.filter((i) => i.status === 'FAILED').length;
          return {
            batchRequestId: batch.id,
            batchRequestType: batch.kind,
            status: done ? 'COMPLETED' : 'IN_PROGRESS',
            creationDate: batch.createdAt,
            lastModification: done ? batch.createdAt + settleMs : batch.createdAt,
            sourceType: 'API',
            itemCount: batch.items.length,
            ...(done ? { failedItemCount: failed } : {}),
            items: batch.items.map((i) => ({
              requestItem: i.requestItem,
              status: done ? i.status : 'IN_PROGRESS',
              failureReasons: done ? i.failureReasons : [],
            })),
          };
        },
      );
      app.delete(`${base}/product/sellers/:sellerId/products`, async (request, reply) => {
        if (!guard(request, reply, 'products-delete')) return reply;
        const body = request.body as { items?: { barcode?: string }[] };
        if (!Array.isArray(body?.items) || body.items.length === 0)
          return badRequest(reply, 'items boş olamaz');
        const items = body.items.map(({ barcode = '' }) => {
          const product = products.get(barcode);
          const reasons = !product
            ? ['Ürün bulunamadı.']
            : product.approved
              ? ['Onaylı ürün silinemez; önce arşivleyin.']
              : [];
          if (reasons.length === 0) products.delete(barcode);
          return {
            barcode,
            status: reasons.length === 0 ? ('SUCCESS' as const) : ('FAILED' as const),
            failureReasons: reasons,
            requestItem: { barcode },
          };
        });
        return { batchRequestId: newBatch('ProductDelete', items).id };
      });
      app.post(
        `${base}/inventory/sellers/:sellerId/products/price-and-inventory`,
        async (request, reply) => {
          if (!guard(request, reply, 'price-and-inventory')) return reply;
          const body = request.body as { items?: Json[] };
          if (!Array.isArray(body?.items) || body.items.length === 0 || body.items.length > 1000)
            return badRequest(reply, 'items 1-1000 arasında olmalıdır');
          const digest = createHash('sha256').update(JSON.stringify(body.items)).digest('hex');
          const last = sentBodies.get(digest);
          if (last !== undefined && now() - last < SAME_BODY_MS)
            return badRequest(reply, '15 dakika içinde aynı istek tekrar gönderilemez.');
          sentBodies.set(digest, now());
          const items = body.items.map((item) => {
            const barcode = String(item.barcode ?? '');
            const reasons = products.has(barcode) ? [] : ['Ürün bulunamadı.'];
            return {
              barcode,
              status: reasons.length ? ('FAILED' as const) : ('SUCCESS' as const),
              failureReasons: reasons,
              requestItem: item,
            };
          });
          return { batchRequestId: newBatch('PriceAndInventory', items).id };
        },
      );

      // Controls for tests and the demo (not Trendyol's): failures on demand, refusals, approval.
      app.post('/__control/fail-next', async (request) => {
        const { status = 429, count = 1 } = (request.body ?? {}) as {
          status?: number;
          count?: number;
        };
        for (let i = 0; i < count; i += 1) failures.push(status);
        return { queued: failures.length };
      });
      app.post('/__control/refuse-barcode', async (request) => {
        const { barcode, reason = 'Görsel kalitesi yetersiz.' } = (request.body ?? {}) as {
          barcode: string;
          reason?: string;
        };
        refused.set(barcode, reason);
        return { refused: [...refused.keys()] };
      });
      app.post('/__control/approve', async (request) => {
        const { barcode } = (request.body ?? {}) as { barcode?: string };
        for (const product of products.values())
          if (!barcode || product.barcode === barcode) product.approved = true;
        return { approved: [...products.values()].filter((p) => p.approved).map((p) => p.barcode) };
      });
      app.get('/__control/state', async () => ({
        products: [...products.values()].map(({ body: _body, ...p }) => p),
        batches: [...batches.values()].map((b) => ({
          id: b.id,
          kind: b.kind,
          items: b.items.length,
        })),
        leafCategories: [...LEAF_IDS],
      }));
    },
  };
}
