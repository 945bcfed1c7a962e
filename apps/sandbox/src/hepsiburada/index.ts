import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxProvider } from '../index';
import { HB_BASE_KEYS, HB_CATEGORIES, hbAttributesOf, hbPathOf } from './catalogue';

/**
 * The merchant the shop uses against this stand-in when no Hepsiburada settings are stored:
 * merchant id (the Basic user name), the 12-character service key (the Basic password) and the
 * integrator's developer user name Hepsiburada expects as User-Agent.
 */
export const HEPSIBURADA_SANDBOX_CREDENTIALS = {
  merchantId: '5b2f1c3e-7a4d-4e8b-9c10-3f6a2d8e1b01',
  serviceKey: 'Sb7kQ2mX9pLw',
  userAgent: 'carsi_dev',
} as const;

/** Hepsiburada's three hosts, as path prefixes under /__sandbox/hepsiburada. */
export const HEPSIBURADA_HOST_PATHS = {
  catalogue: '/mpop',
  listing: '/listing-external',
  orders: '/oms-external',
} as const;

export interface HepsiburadaSandboxOptions {
  now?: () => number;
  /** An import or delete answers "in progress" for this long (default 3 s). */
  settleMs?: number;
  /** Catalogue requests per second (Hepsiburada: 500 per IP); 0 turns it off. */
  requestsPerSecond?: number;
}

type Json = Record<string, unknown>;

export type HbProductStatus = 'Aksiyon Bekliyor' | 'Yaratıldı' | 'Satışa Hazır';

export interface HbSandboxProduct {
  merchantSku: string;
  barcode: string;
  categoryId: number;
  status: HbProductStatus;
  reasons: { attributeName: string; message: string }[];
  trackingId: string;
  attributes: Json;
}

interface Tracking {
  id: string;
  createdAt: number;
  merchantSkus: string[];
}

interface DeleteProcess {
  id: string;
  createdAt: number;
  items: { merchantSku: string; status: 'DELETED' | 'FAILED'; message: string | null }[];
}

export interface HepsiburadaSandbox extends SandboxProvider {
  products: Map<string, HbSandboxProduct>;
  trackings: Map<string, Tracking>;
  /** The last import files received, as parsed JSON (newest last). */
  files: unknown[];
  /** The next `count` calls answer `status` (429 or 5xx) before doing anything. */
  failNext(status: number, count?: number): void;
  /** Items sent with this merchant SKU fail with this reason (a catalogue refusal). */
  refuseSku(merchantSku: string, reason: string): void;
}

/** Hepsiburada's import wants "130,50": digits, optionally a comma and one or two decimals. */
const COMMA_DECIMAL = /^\d+(,\d{1,2})?$/;

function envelope(data: unknown, extra: Json = {}): Json {
  return { success: true, code: 0, version: 1, message: null, data, ...extra };
}

/** Why Hepsiburada's catalogue would refuse one item of an import file (empty: accepted). */
function itemFailures(
  item: Json,
  merchantId: string,
  existing: Map<string, HbSandboxProduct>,
  refused: Map<string, string>,
): { attributeName: string; message: string }[] {
  const reasons: { attributeName: string; message: string }[] = [];
  const fail = (attributeName: string, message: string) => reasons.push({ attributeName, message });
  const a = (item.attributes && typeof item.attributes === 'object' ? item.attributes : {}) as Json;
  const text = (key: string) => (typeof a[key] === 'string' ? (a[key] as string).trim() : '');
  if (item.merchant !== merchantId)
    fail('merchant', 'Mağaza kimliği (merchant) yetkili mağaza ile eşleşmiyor.');
  const merchantSku = text('merchantSku');
  if (!merchantSku) fail('merchantSku', 'Satıcı stok kodu boş olamaz.');
  if (refused.has(merchantSku)) fail('merchantSku', refused.get(merchantSku)!);
  const known = existing.get(merchantSku);
  if (known && known.status !== 'Aksiyon Bekliyor')
    fail('merchantSku', 'Bu satıcı stok kodu ile ürün zaten yaratılmış.');
  if (!text('Barcode')) fail('Barcode', 'Barkod boş olamaz.');
  if (!text('VaryantGroupID')) fail('VaryantGroupID', 'Varyant grup kimliği boş olamaz.');
  const title = text('UrunAdi');
  if (!title || title.length > 200) fail('UrunAdi', 'Ürün adı 1-200 karakter olmalıdır.');
  if (!text('UrunAciklamasi')) fail('UrunAciklamasi', 'Ürün açıklaması boş olamaz.');
  if (!text('Marka')) fail('Marka', 'Marka boş olamaz.');
  for (const key of ['price', 'kg'] as const) {
    const value = a[key];
    if (typeof value !== 'string' || !COMMA_DECIMAL.test(value.trim()))
      fail(
        key,
        `${key} virgüllü ondalık metin olmalıdır (ör. "130,50"); noktalı ya da sayı olarak gönderilemez.`,
      );
  }
  if (
    typeof a.price === 'string' &&
    COMMA_DECIMAL.test(a.price) &&
    Number(a.price.replace(',', '.')) <= 0
  )
    fail('price', 'Fiyat sıfırdan büyük olmalıdır.');
  if (!/^\d+$/.test(text('stock'))) fail('stock', 'Stok tam sayı olmalıdır.');
  if (!/^(0|1|8|10|18|20)$/.test(text('tax_vat_rate'))) fail('tax_vat_rate', 'KDV oranı geçersiz.');
  const image = text('Image1');
  if (!image) fail('Image1', 'En az bir görsel (Image1) gönderilmelidir.');
  for (const key of ['Image1', 'Image2', 'Image3', 'Image4', 'Image5']) {
    const url = text(key);
    if (!url) continue;
    try {
      const parsed = new URL(url);
      if (
        parsed.protocol !== 'https:' &&
        !['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname)
      )
        fail(key, 'Görsel adresi https olmalıdır.');
    } catch {
      fail(key, 'Görsel adresi geçersiz.');
    }
  }
  const categoryId =
    typeof item.categoryId === 'number' ? item.categoryId : Number(item.categoryId);
  const attributes = hbAttributesOf(categoryId);
  if (!attributes)
    fail(
      'categoryId',
      'Kategori bulunamadı ya da ürün kabul eden (aktif, en alt) bir kategori değil.',
    );
  for (const attribute of attributes ?? []) {
    const value = text(attribute.id);
    if (!value) {
      if (attribute.mandatory) fail(attribute.id, `${attribute.name} zorunludur.`);
      continue;
    }
    if (attribute.type === 'enum') {
      const chosen = attribute.multiValue ? value.split(',').map((v) => v.trim()) : [value];
      if (chosen.some((v) => !attribute.values.includes(v)))
        fail(attribute.id, `${attribute.name} için geçersiz değer: ${value}.`);
    }
  }
  const allowed = new Set<string>([...HB_BASE_KEYS, ...(attributes ?? []).map((x) => x.id)]);
  for (const key of Object.keys(a)) if (!allowed.has(key)) fail(key, `Bilinmeyen özellik: ${key}.`);
  return reasons;
}

/**
 * Hepsiburada's merchant API as a stand-in under /__sandbox/hepsiburada, its three hosts as path
 * prefixes (/mpop catalogue, /listing-external listings, /oms-external orders). Basic auth with
 * the merchant id and service key plus the developer user name as User-Agent (401/403 without),
 * the catalogue's categories, attributes and paged enum values, the product import as a JSON
 * file in a multipart request (prices and weights as comma-decimal text; dots are refused per
 * item), the tracking status that stays "İşleniyor" for a while and then answers per item with
 * its validation results, deleting products awaiting action with its delete-process status, the
 * per-second limit and 429/5xx on demand.
 */
export function hepsiburadaSandbox(options: HepsiburadaSandboxOptions = {}): HepsiburadaSandbox {
  const now = options.now ?? Date.now;
  const settleMs = options.settleMs ?? 3_000;
  const perSecond = options.requestsPerSecond ?? 500;
  const { merchantId, serviceKey, userAgent } = HEPSIBURADA_SANDBOX_CREDENTIALS;
  const basic = `Basic ${Buffer.from(`${merchantId}:${serviceKey}`).toString('base64')}`;
  const products = new Map<string, HbSandboxProduct>();
  const trackings = new Map<string, Tracking>();
  const deletes = new Map<string, DeleteProcess>();
  const refused = new Map<string, string>();
  const files: unknown[] = [];
  const failures: number[] = [];
  let window = { count: 0, endsAt: 0 };

  const refuse = (reply: FastifyReply, status: number, message: string, code = status) =>
    reply.code(status).send({ success: false, code, version: 1, message, data: null });

  /** On-demand failures, auth, User-Agent, the merchant in the path, then the limit. */
  function guard(request: FastifyRequest, reply: FastifyReply): boolean {
    const failure = failures.shift();
    if (failure !== undefined) {
      if (failure === 429) reply.header('retry-after', '1');
      refuse(reply, failure, failure === 429 ? 'Too Many Requests' : 'Internal Server Error');
      return false;
    }
    if (request.headers.authorization !== basic) {
      refuse(reply, 401, 'Yetkisiz erişim: merchantId ve servis anahtarını kontrol edin.');
      return false;
    }
    if (request.headers['user-agent'] !== userAgent) {
      refuse(reply, 403, 'User-Agent başlığında entegratör kullanıcı adı gönderilmelidir.');
      return false;
    }
    const params = request.params as { merchantId?: string };
    if (params.merchantId !== undefined && params.merchantId !== merchantId) {
      refuse(reply, 403, 'Mağaza kimliği yetkili mağaza ile eşleşmiyor.');
      return false;
    }
    if (perSecond > 0) {
      const at = now();
      if (window.endsAt <= at) window = { count: 0, endsAt: at + 1_000 };
      window.count += 1;
      if (window.count > perSecond) {
        reply.header('retry-after', '1');
        refuse(reply, 429, 'Too Many Requests');
        return false;
      }
    }
    return true;
  }

  const paging = (query: unknown, max: number) => {
    const q = query as { page?: string; size?: string };
    const size = q.size === undefined ? 50 : Number(q.size);
    const page = q.page === undefined ? 0 : Number(q.page);
    if (!Number.isInteger(size) || size < 1 || size > max || !Number.isInteger(page) || page < 0)
      return null;
    return { page, size };
  };

  const paged = <T>(list: T[], page: number, size: number) =>
    envelope(list.slice(page * size, page * size + size), {
      totalElements: list.length,
      totalPages: Math.max(1, Math.ceil(list.length / size)),
      number: page,
      numberOfElements: Math.min(size, Math.max(0, list.length - page * size)),
      first: page === 0,
      last: (page + 1) * size >= list.length,
    });

  return {
    name: 'hepsiburada',
    description:
      'Hepsiburada mağaza API: kategori, özellik, değer, dosya ile ürün aktarımı, takip durumu, silme',
    products,
    trackings,
    files,
    failNext(status, count = 1) {
      for (let i = 0; i < count; i += 1) failures.push(status);
    },
    refuseSku(merchantSku, reason) {
      refused.set(merchantSku, reason);
    },
    register(app: FastifyInstance) {
      // The import is a multipart request carrying the JSON file.
      app.addContentTypeParser(
        'multipart/form-data',
        { parseAs: 'buffer', bodyLimit: 20 * 1024 * 1024 },
        (_request, body, done) => done(null, body),
      );
      const mpop = HEPSIBURADA_HOST_PATHS.catalogue;

      app.get(`${mpop}/product/api/categories/get-all-categories`, async (request, reply) => {
        if (!guard(request, reply)) return reply;
        const q = request.query as { leaf?: string; status?: string; available?: string };
        const page = paging(request.query, 2000);
        if (!page) return refuse(reply, 400, 'size 1 ile 2000 arasında olmalıdır.');
        let list = HB_CATEGORIES;
        if (q.leaf !== undefined) list = list.filter((c) => String(c.leaf) === q.leaf);
        if (q.status) list = list.filter((c) => c.status === q.status);
        if (q.available !== undefined)
          list = list.filter((c) => String(c.available) === q.available);
        const rows = list.map((c) => ({
          categoryId: c.categoryId,
          name: c.name,
          displayName: c.name,
          parentCategoryId: c.parentCategoryId,
          paths: hbPathOf(c.categoryId),
          leaf: c.leaf,
          status: c.status,
          available: c.available,
          type: 'Product',
          sortId: c.categoryId,
          productTypes: [],
        }));
        return paged(rows, page.page, page.size);
      });

      app.get(`${mpop}/product/api/categories/:categoryId/attributes`, async (request, reply) => {
        if (!guard(request, reply)) return reply;
        const attributes = hbAttributesOf(
          Number((request.params as { categoryId: string }).categoryId),
        );
        if (!attributes) return refuse(reply, 404, 'Kategori bulunamadı ya da ürün kabul etmiyor.');
        const view = (x: (typeof attributes)[number]) => ({
          id: x.id,
          name: x.name,
          mandatory: x.mandatory,
          type: x.type,
          multiValue: x.multiValue,
        });
        return envelope({
          baseAttributes: [
            { id: 'UrunAdi', name: 'Ürün Adı', mandatory: true, type: 'string', multiValue: false },
            { id: 'Marka', name: 'Marka', mandatory: true, type: 'string', multiValue: false },
            { id: 'Barcode', name: 'Barkod', mandatory: true, type: 'string', multiValue: false },
            { id: 'price', name: 'Fiyat', mandatory: true, type: 'string', multiValue: false },
          ],
          attributes: attributes.filter((x) => !x.variant).map(view),
          variantAttributes: attributes.filter((x) => x.variant).map(view),
        });
      });

      app.get(
        `${mpop}/product/api/categories/:categoryId/attribute/:attributeId/values`,
        async (request, reply) => {
          if (!guard(request, reply)) return reply;
          const p = request.params as { categoryId: string; attributeId: string };
          const attribute = hbAttributesOf(Number(p.categoryId))?.find(
            (x) => x.id === p.attributeId,
          );
          if (!attribute) return refuse(reply, 404, 'Özellik bulunamadı.');
          const page = paging(request.query, 1000);
          if (!page) return refuse(reply, 400, 'size 1 ile 1000 arasında olmalıdır.');
          return paged(
            attribute.values.map((value) => ({ value })),
            page.page,
            page.size,
          );
        },
      );

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

      app.get(
        `${HEPSIBURADA_HOST_PATHS.listing}/listings/merchantid/:merchantId`,
        async (request, reply) => {
          if (!guard(request, reply)) return reply;
          const q = request.query as { offset?: string; limit?: string };
          const limit = Number(q.limit ?? 50);
          if (!Number.isInteger(limit) || limit < 1 || limit > 50)
            return refuse(reply, 400, 'limit 1 ile 50 arasında olmalıdır.');
          const list = [...products.values()].filter((p) => p.status !== 'Aksiyon Bekliyor');
          const offset = Math.max(Number(q.offset) || 0, 0);
          return {
            totalCount: list.length,
            limit,
            offset,
            listings: list.slice(offset, offset + limit).map((p) => ({
              merchantSku: p.merchantSku,
              hepsiburadaSku: `HBV${p.merchantSku.replace(/\W/g, '').toUpperCase().slice(0, 12)}`,
              price: Number(String(p.attributes.price ?? '0').replace(',', '.')),
              availableStock: Number(p.attributes.stock ?? 0),
              isSalable: p.status === 'Satışa Hazır',
            })),
          };
        },
      );

      app.get(
        `${HEPSIBURADA_HOST_PATHS.orders}/orders/merchantid/:merchantId`,
        async (request, reply) => {
          if (!guard(request, reply)) return reply;
          const q = request.query as { offset?: string; limit?: string };
          const limit = Number(q.limit);
          if (q.offset === undefined || !Number.isInteger(limit) || limit < 1 || limit > 100)
            return refuse(reply, 400, 'offset ve 1-100 arası limit gönderilmelidir.');
          return { totalCount: 0, limit, offset: Number(q.offset), pageCount: 0, items: [] };
        },
      );

      // Controls for tests and the demo (not Hepsiburada's): failures on demand, refusals, sale readiness.
      app.post('/__control/fail-next', async (request) => {
        const { status = 429, count = 1 } = (request.body ?? {}) as {
          status?: number;
          count?: number;
        };
        for (let i = 0; i < count; i += 1) failures.push(status);
        return { queued: failures.length };
      });
      app.post('/__control/refuse-sku', async (request) => {
        const { merchantSku, reason = 'Görsel kalitesi yetersiz.' } = (request.body ?? {}) as {
          merchantSku: string;
          reason?: string;
        };
        refused.set(merchantSku, reason);
        return { refused: [...refused.keys()] };
      });
      app.post('/__control/ready-for-sale', async (request) => {
        const { merchantSku } = (request.body ?? {}) as { merchantSku?: string };
        for (const product of products.values())
          if (
            (!merchantSku || product.merchantSku === merchantSku) &&
            product.status === 'Yaratıldı'
          )
            product.status = 'Satışa Hazır';
        return {
          ready: [...products.values()]
            .filter((p) => p.status === 'Satışa Hazır')
            .map((p) => p.merchantSku),
        };
      });
      app.get('/__control/state', async () => ({
        products: [...products.values()].map(({ attributes: _a, ...p }) => p),
        trackings: [...trackings.values()].map((t) => ({ id: t.id, items: t.merchantSkus.length })),
        lastFile: files.at(-1) ?? null,
      }));
    },
  };
}
