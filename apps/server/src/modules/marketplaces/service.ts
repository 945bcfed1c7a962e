import type { MarketplaceChannel } from './channels';
import type { MarketplaceContext, MarketplacesDeps } from './context';
import { checkListingFor, prepareListing } from './listing';
import { type Marketplace, type MarketplaceCode, MarketplaceError } from './marketplace';
import { type MatchInput, saveMatch } from './match';
import { type ProductFilter, productDetail, productList } from './products';
import {
  addresses,
  attributeValues,
  brands,
  categoryAttributes,
  categoryTree,
} from './reference-data';
import type { MarketplaceSettingsStore } from './settings';
import { openUploads, pollUpload, uploadResult, uploadViews } from './upload-results';
import { queueUpload, queueUploads, removePending, sendUpload } from './uploads';

/**
 * The marketplaces' shared work, the same for every marketplace: reference data through the
 * cache (reference-data.ts), the products and their match (products.ts, match.ts), the check
 * before upload (listing.ts), uploads as jobs (uploads.ts) with their polled result
 * (upload-results.ts). The routes and jobs use this one object.
 */
export class MarketplacesService {
  private readonly context: MarketplaceContext;

  constructor(private readonly deps: MarketplacesDeps) {
    this.context = {
      ...deps,
      now: deps.now ?? (() => new Date()),
      channel: (code) => this.channel(code),
      client: (code) => this.client(code),
    };
  }

  channel(code: MarketplaceCode): MarketplaceChannel {
    const channel = this.deps.channels.find((c) => c.code === code);
    if (!channel)
      throw new MarketplaceError(code, 'not-configured', 'Bu pazaryeri bu mağazada kurulu değil.');
    return channel;
  }

  get settingsStore(): MarketplaceSettingsStore {
    return this.deps.settings;
  }

  get codes(): MarketplaceCode[] {
    return this.deps.channels.map((c) => c.code);
  }

  /** The client for the stored settings, else the sandbox stand-in, else not configured. */
  async client(code: MarketplaceCode): Promise<Marketplace> {
    const channel = this.channel(code);
    const credentials = await this.deps.settings.credentials(code);
    if (credentials) {
      if (!credentials.enabled)
        throw new MarketplaceError(
          code,
          'not-configured',
          `${channel.label} bağlantısı kapalı; ayarlardan açın.`,
        );
      return channel.create(credentials);
    }
    if (channel.sandbox) return channel.sandbox.create();
    throw new MarketplaceError(
      code,
      'not-configured',
      `${channel.label} bağlantı ayarları girilmedi.`,
    );
  }

  settingsView(code: MarketplaceCode) {
    return this.deps.settings.view(code, this.channel(code).sandbox?.sellerId ?? null);
  }

  async checkConnection(code: MarketplaceCode): Promise<{ ok: boolean; message: string }> {
    const label = this.channel(code).label;
    try {
      await (await this.client(code)).checkConnection();
      await this.deps.settings.recordCheck(code, true);
      return { ok: true, message: `${label} bağlantısı çalışıyor.` };
    } catch (error) {
      if (!(error instanceof MarketplaceError)) throw error;
      await this.deps.settings.recordCheck(code, false);
      return { ok: false, message: error.message };
    }
  }

  // ── Reference data ────────────────────────────────────────────────────────────────────────

  brands(code: MarketplaceCode, name: string) {
    return brands(this.context, code, name);
  }

  categoryTree(code: MarketplaceCode, refresh = false) {
    return categoryTree(this.context, code, refresh);
  }

  categoryAttributes(code: MarketplaceCode, categoryId: string) {
    return categoryAttributes(this.context, code, categoryId);
  }

  attributeValues(code: MarketplaceCode, categoryId: string, attributeId: string) {
    return attributeValues(this.context, code, categoryId, attributeId);
  }

  addresses(code: MarketplaceCode) {
    return addresses(this.context, code);
  }

  // ── Products and matches ─────────────────────────────────────────────────────────────────

  productList(
    code: MarketplaceCode,
    query: { q?: string | undefined; filter: ProductFilter; page: number },
  ) {
    return productList(this.context, code, query);
  }

  productDetail(code: MarketplaceCode, productId: number) {
    return productDetail(this.context, code, productId);
  }

  /** Saves a product's match and its SKUs' barcodes (the `updateSku…` calls). */
  saveMatch(code: MarketplaceCode, input: MatchInput, actor: string) {
    return saveMatch(this.context, code, input, actor);
  }

  /** The listing for a product as it would be sent, and every problem found before sending. */
  prepare(code: MarketplaceCode, productId: number) {
    return prepareListing(this.context, code, productId);
  }

  check(code: MarketplaceCode, productId: number) {
    return checkListingFor(this.context, code, productId);
  }

  // ── Uploads ──────────────────────────────────────────────────────────────────────────────

  /** Checks each product and queues the ready ones; one upload (batch) per product. */
  queueUploads(code: MarketplaceCode, productIds: number[], actor: string) {
    return queueUploads(this.context, code, productIds, actor);
  }

  /** Queues one product; its problems are refused as field errors, never sent. */
  queueUpload(code: MarketplaceCode, productId: number, actor: string) {
    return queueUpload(this.context, code, productId, actor);
  }

  /** The upload job: builds the listing now (prices and stock as they are) and sends it. */
  sendUpload(uploadId: number): Promise<void> {
    return sendUpload(this.context, uploadId);
  }

  /** The polling job: stores the result per SKU; polls again while the batch is in progress. */
  pollUpload(uploadId: number): Promise<'done' | 'again'> {
    return pollUpload(this.context, uploadId);
  }

  /** Uploads still waiting for a result whose poll job may have been lost (sweep). */
  openUploads(): Promise<number[]> {
    return openUploads(this.context);
  }

  uploadViews(ids: number[]) {
    return uploadViews(this.context, ids);
  }

  /** The spec's result call: by batch id and product (the latest upload without a batch id). */
  result(code: MarketplaceCode, productId: number, batchRequestId?: string) {
    return uploadResult(this.context, code, productId, batchRequestId);
  }

  /** Removes a product's SKUs the marketplace has not approved (pending or refused ones). */
  removePending(code: MarketplaceCode, productId: number) {
    return removePending(this.context, code, productId);
  }
}
