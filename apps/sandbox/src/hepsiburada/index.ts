import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxProvider } from '../index';
import { registerCatalogueRoutes } from './catalogue-routes';
import {
  type DeleteProcess,
  type HbSandboxProduct,
  type HbState,
  HEPSIBURADA_SANDBOX_CREDENTIALS,
  refuse,
  type Tracking,
} from './context';
import { registerControls } from './controls';
import { registerListingAndOrderRoutes } from './listing-routes';
import { registerProductRoutes } from './product-routes';

export {
  type HbProductStatus,
  type HbSandboxProduct,
  HEPSIBURADA_HOST_PATHS,
  HEPSIBURADA_SANDBOX_CREDENTIALS,
} from './context';

export interface HepsiburadaSandboxOptions {
  now?: () => number;
  /** An import or delete answers "in progress" for this long (default 3 s). */
  settleMs?: number;
  /** Catalogue requests per second (Hepsiburada: 500 per IP); 0 turns it off. */
  requestsPerSecond?: number;
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

  const state: HbState = {
    now,
    settleMs,
    merchantId,
    products,
    trackings,
    deletes,
    refused,
    files,
    failures,
    guard,
  };

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
      registerCatalogueRoutes(app, state);
      registerProductRoutes(app, state);
      registerListingAndOrderRoutes(app, state);
      registerControls(app, state);
    },
  };
}
