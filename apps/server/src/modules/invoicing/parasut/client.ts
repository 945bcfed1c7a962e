import { kurusToTl, tlToKurus } from '@carsi/domain';
import type { InvoiceLimiter } from '../limiter';
import {
  type DocumentPdf,
  type EArchiveInput,
  type EDocument,
  type EDocumentRef,
  type EInvoiceInbox,
  type EInvoiceInput,
  type InternetSalePayment,
  type InvoiceContact,
  type InvoiceContactInput,
  InvoiceError,
  type InvoiceProduct,
  type InvoiceProductInput,
  type InvoiceProvider,
  type SalesInvoice,
  type SalesInvoiceInput,
  type TrackableJob,
} from '../provider';
import type { StoredTokens, TokenStore } from '../tokens';

export const PARASUT_BASE_URL = 'https://api.parasut.com';

export interface ParasutSettings {
  /** `https://api.parasut.com`; the stand-in's `{publicUrl}/__sandbox/parasut` in sandbox mode. */
  baseUrl: string;
  companyId: string;
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
}

export interface ParasutClientOptions {
  settings: ParasutSettings;
  tokens: TokenStore;
  limiter: InvoiceLimiter;
  fetch?: typeof fetch;
  now?: () => number;
  /** Per request (default 20 s). */
  timeoutMs?: number;
}

interface Resource {
  id: string;
  type: string;
  attributes?: Record<string, unknown>;
  relationships?: Record<string, { data?: { id: string; type: string } | null }>;
}

const JSONAPI = 'application/vnd.api+json';
/** Refresh a little before Paraşüt's own expiry so a call never carries a dying token. */
const EXPIRY_MARGIN_MS = 60_000;

const PAYMENT_TYPES: Record<InternetSalePayment, string> = {
  card: 'KREDIKARTI/BANKAKARTI',
  'bank-transfer': 'EFT/HAVALE',
  'cash-on-delivery': 'KAPIDAODEME',
  'payment-agent': 'ODEMEARACISI',
};

/** Kuruş as Paraşüt's decimal text ("12.50"). */
const tl = (kurus: number) => kurusToTl(kurus).toFixed(2);

/**
 * Paraşüt API v4, a thin typed client. Tokens: a password grant once, then refresh grants;
 * Paraşüt rotates the refresh token on each, so every refresh runs through the token store's
 * one-at-a-time lock and saves the new pair before the lock is let go. Every request takes a
 * slot in the shared 10-per-10-s limiter first. Errors become {@link InvoiceError}s; request
 * bodies (names, tax numbers, addresses) and headers never go into them.
 */
export class ParasutClient implements InvoiceProvider {
  readonly code = 'parasut' as const;
  private readonly fetcher: typeof fetch;
  private readonly now: () => number;
  private readonly timeoutMs: number;
  private readonly settings: ParasutSettings;
  private cached: StoredTokens | null = null;

  constructor(private readonly options: ParasutClientOptions) {
    this.settings = { ...options.settings, baseUrl: options.settings.baseUrl.replace(/\/$/, '') };
    this.fetcher = options.fetch ?? fetch;
    this.now = options.now ?? Date.now;
    this.timeoutMs = options.timeoutMs ?? 20_000;
  }

  // ---- tokens ----------------------------------------------------------------------------

  private usable(tokens: StoredTokens | null): tokens is StoredTokens & { accessToken: string } {
    return Boolean(
      tokens?.accessToken &&
        tokens.accessExpiresAt !== null &&
        tokens.accessExpiresAt - EXPIRY_MARGIN_MS > this.now(),
    );
  }

  /** The access token to use: this process's copy, else the shared one, else a refresh. */
  async accessToken(): Promise<string> {
    if (this.usable(this.cached)) return this.cached.accessToken;
    const stored = await this.options.tokens.read();
    if (this.usable(stored)) {
      this.cached = stored;
      return stored.accessToken;
    }
    return this.refreshTokens(stored.accessToken);
  }

  /**
   * Gets new tokens under the store's lock. When another process refreshed while this one
   * waited (the stored access token is no longer `stale` and still good), that one is used.
   */
  async refreshTokens(stale: string | null): Promise<string> {
    const next = await this.options.tokens.refresh(async (current) => {
      if (this.usable(current) && current.accessToken !== stale) return current;
      if (current.refreshToken) {
        const refreshed = await this.grant({
          grant_type: 'refresh_token',
          refresh_token: current.refreshToken,
        });
        if (refreshed) return refreshed;
      }
      const fresh = await this.grant({
        grant_type: 'password',
        username: this.settings.username,
        password: this.settings.password,
      });
      if (!fresh) {
        throw new InvoiceError('auth', 'Paraşüt kullanıcı adı veya şifresi kabul edilmedi.', 401);
      }
      return fresh;
    });
    this.cached = next;
    return next.accessToken!;
  }

  /** One OAuth grant; null when Paraşüt refuses the grant itself (invalid_grant). */
  private async grant(fields: Record<string, string>): Promise<StoredTokens | null> {
    const body = new URLSearchParams({
      ...fields,
      client_id: this.settings.clientId,
      client_secret: this.settings.clientSecret,
      redirect_uri: 'urn:ietf:wg:oauth:2.0:oob',
    });
    const response = await this.send(`${this.settings.baseUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body,
    });
    const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (response.status === 400 && json?.error === 'invalid_grant') return null;
    if (response.status === 401 || json?.error === 'invalid_client') {
      throw new InvoiceError(
        'auth',
        'Paraşüt uygulama anahtarları (client id/secret) kabul edilmedi.',
        401,
      );
    }
    if (!response.ok) throw this.failure(response.status, json, response.headers);
    if (typeof json?.access_token !== 'string' || typeof json.refresh_token !== 'string') {
      throw new InvoiceError('bad-response', 'Paraşüt oturum yanıtı okunamadı.', response.status);
    }
    const expiresIn = typeof json.expires_in === 'number' ? json.expires_in : 7200;
    return {
      accessToken: json.access_token,
      refreshToken: json.refresh_token,
      accessExpiresAt: this.now() + expiresIn * 1000,
    };
  }

  // ---- transport -------------------------------------------------------------------------

  private async send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await this.fetcher(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch {
      throw new InvoiceError('unavailable', 'Paraşüt şu anda yanıt vermiyor.', null);
    }
  }

  private failure(status: number, json: unknown, headers: Headers): InvoiceError {
    const details = Array.isArray((json as { errors?: unknown })?.errors)
      ? (json as { errors: { detail?: unknown; title?: unknown }[] }).errors
          .map((e) => String(e.detail ?? e.title ?? ''))
          .filter(Boolean)
          .slice(0, 10)
      : [];
    const said = details.length > 0 ? `: ${details.join('; ')}` : '.';
    if (status === 429) {
      const seconds = Number(headers.get('retry-after') ?? '10');
      return new InvoiceError(
        'rate-limited',
        'Paraşüt istek sınırına ulaşıldı; biraz sonra yeniden denenecek.',
        429,
        details,
        (Number.isFinite(seconds) ? seconds : 10) * 1000,
      );
    }
    if (status === 401 || status === 403)
      return new InvoiceError('auth', `Paraşüt erişimi reddetti${said}`, status, details);
    if (status === 404)
      return new InvoiceError('not-found', `Paraşüt kaydı bulunamadı${said}`, 404, details);
    if (status === 400 || status === 422)
      return new InvoiceError('rejected', `Paraşüt isteği kabul etmedi${said}`, status, details);
    return new InvoiceError(
      'unavailable',
      `Paraşüt hata verdi (${status})${said}`,
      status,
      details,
    );
  }

  /** One API call: a limiter slot, the bearer token, one retry with a new token after a 401. */
  private async call<T = { data: Resource | Resource[]; included?: Resource[] }>(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    options: { query?: Record<string, string>; body?: unknown; empty?: boolean } = {},
  ): Promise<{ status: number; json: T | null }> {
    const query = options.query ? `?${new URLSearchParams(options.query)}` : '';
    const url = `${this.settings.baseUrl}/v4/${encodeURIComponent(this.settings.companyId)}${path}${query}`;
    let token = await this.accessToken();
    for (let attempt = 0; ; attempt += 1) {
      await this.options.limiter.take(`parasut:${this.settings.companyId}`);
      const response = await this.send(url, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: JSONAPI,
          ...(options.body === undefined ? {} : { 'content-type': JSONAPI }),
        },
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      });
      if (response.status === 401 && attempt === 0) {
        await response.body?.cancel();
        this.cached = null;
        token = await this.refreshTokens(token);
        continue;
      }
      if (response.status === 204) return { status: 204, json: null };
      const json = (await response.json().catch(() => undefined)) as T | undefined;
      if (!response.ok) throw this.failure(response.status, json, response.headers);
      if (json === undefined) {
        if (options.empty) return { status: response.status, json: null };
        throw new InvoiceError('bad-response', 'Paraşüt yanıtı okunamadı.', response.status);
      }
      return { status: response.status, json };
    }
  }

  private async one(
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    options: { query?: Record<string, string>; body?: unknown } = {},
  ): Promise<{ data: Resource; included: Resource[] }> {
    const { json } = await this.call(method, path, options);
    const data = json?.data;
    if (!data || Array.isArray(data) || typeof data.id !== 'string') {
      throw new InvoiceError('bad-response', 'Paraşüt yanıtı beklenen kaydı içermiyor.', null);
    }
    return { data, included: json?.included ?? [] };
  }

  private async many(path: string, query: Record<string, string>): Promise<Resource[]> {
    const { json } = await this.call('GET', path, { query });
    const data = json?.data;
    if (!Array.isArray(data))
      throw new InvoiceError('bad-response', 'Paraşüt listesi okunamadı.', null);
    return data;
  }

  // ---- resources -------------------------------------------------------------------------

  async findContactByTaxNumber(taxNumber: string): Promise<InvoiceContact | null> {
    const [found] = await this.many('/contacts', { 'filter[tax_number]': taxNumber });
    return found ? contactOf(found) : null;
  }

  async createContact(input: InvoiceContactInput): Promise<InvoiceContact> {
    const { data } = await this.one('POST', '/contacts', {
      body: {
        data: {
          type: 'contacts',
          attributes: compact({
            name: input.name,
            account_type: 'customer',
            contact_type: input.kind,
            tax_number: input.taxNumber,
            tax_office: input.taxOffice,
            email: input.email,
            phone: input.phone,
            city: input.city,
            district: input.district,
            address: input.address,
          }),
        },
      },
    });
    return contactOf(data);
  }

  async findProductByCode(code: string): Promise<InvoiceProduct | null> {
    const [found] = await this.many('/products', { 'filter[code]': code });
    return found ? productOf(found) : null;
  }

  async createProduct(input: InvoiceProductInput): Promise<InvoiceProduct> {
    const { data } = await this.one('POST', '/products', {
      body: {
        data: {
          type: 'products',
          attributes: compact({
            name: input.name,
            code: input.code,
            vat_rate: input.vatRate,
            list_price: tl(input.listPrice),
            currency: 'TRL',
            unit: 'Adet',
            barcode: input.barcode,
            inventory_tracking: false,
          }),
        },
      },
    });
    return productOf(data);
  }

  async createSalesInvoice(input: SalesInvoiceInput): Promise<SalesInvoice> {
    const details = input.lines.map((line) => ({
      type: 'sales_invoice_details',
      attributes: {
        quantity: line.qty,
        // Unit price with enough decimals that quantity × price rounds back to the line's net.
        unit_price: (kurusToTl(line.listNet) / line.qty).toFixed(8),
        vat_rate: line.vatRate,
        discount_type: 'amount',
        discount_value: tl(line.discount),
        description: line.description,
      },
      ...(line.productId
        ? { relationships: { product: { data: { id: line.productId, type: 'products' } } } }
        : {}),
    }));
    const { data } = await this.one('POST', '/sales_invoices', {
      body: {
        data: {
          type: 'sales_invoices',
          attributes: compact({
            item_type: input.itemType,
            description: input.description,
            issue_date: input.issueDate,
            due_date: input.dueDate,
            currency: 'TRL',
            tax_number: input.taxNumber,
            tax_office: input.taxOffice,
            city: input.city,
            district: input.district,
            billing_address: input.billingAddress,
            shipment_included: input.shipmentIncluded,
            order_no: input.order?.number,
            order_date: input.order?.date,
          }),
          relationships: {
            contact: { data: { id: input.contactId, type: 'contacts' } },
            details: { data: details },
          },
        },
      },
    });
    const gross = Number(data.attributes?.gross_total);
    return { id: data.id, grossTotal: Number.isFinite(gross) ? tlToKurus(gross) : Number.NaN };
  }

  async findEInvoiceInbox(vkn: string): Promise<EInvoiceInbox | null> {
    const inboxes = await this.many('/e_invoice_inboxes', { 'filter[vkn]': vkn });
    const inbox = inboxes.find((i) => typeof i.attributes?.e_invoice_address === 'string');
    if (!inbox) return null;
    return {
      vkn: String(inbox.attributes?.vkn ?? vkn),
      address: String(inbox.attributes?.e_invoice_address),
      registeredAt:
        typeof inbox.attributes?.address_registered_at === 'string'
          ? inbox.attributes.address_registered_at
          : null,
    };
  }

  async issueEArchive(invoiceId: string, input: EArchiveInput): Promise<TrackableJob> {
    const { data } = await this.one('POST', '/e_archives', {
      body: {
        data: {
          type: 'e_archives',
          attributes: compact({
            note: input.note,
            internet_sale: compact({
              url: input.internetSale.url,
              payment_type: PAYMENT_TYPES[input.internetSale.payment],
              payment_platform: input.internetSale.platform,
              payment_date: input.internetSale.paymentDate,
            }),
            shipment: {
              title: input.shipment.carrier,
              vkn: input.shipment.carrierVkn,
              date: input.shipment.date,
            },
          }),
          relationships: { sales_invoice: { data: { id: invoiceId, type: 'sales_invoices' } } },
        },
      },
    });
    return jobOf(data);
  }

  async issueEInvoice(invoiceId: string, input: EInvoiceInput): Promise<TrackableJob> {
    const { data } = await this.one('POST', '/e_invoices', {
      body: {
        data: {
          type: 'e_invoices',
          attributes: compact({ scenario: input.scenario, to: input.to, note: input.note }),
          relationships: { invoice: { data: { id: invoiceId, type: 'sales_invoices' } } },
        },
      },
    });
    return jobOf(data);
  }

  async pollJob(jobId: string): Promise<TrackableJob> {
    const { data } = await this.one('GET', `/trackable_jobs/${encodeURIComponent(jobId)}`);
    return jobOf(data);
  }

  async activeEDocument(invoiceId: string): Promise<EDocument | null> {
    const { data, included } = await this.one(
      'GET',
      `/sales_invoices/${encodeURIComponent(invoiceId)}`,
      {
        query: { include: 'active_e_document' },
      },
    );
    const ref = data.relationships?.active_e_document?.data;
    if (!ref) return null;
    const kind = ref.type === 'e_invoices' ? 'e_invoice' : 'e_archive';
    const doc = included.find((r) => r.id === ref.id && r.type === ref.type);
    return {
      id: ref.id,
      kind,
      number:
        typeof doc?.attributes?.invoice_number === 'string' ? doc.attributes.invoice_number : null,
      uuid: typeof doc?.attributes?.uuid === 'string' ? doc.attributes.uuid : null,
    };
  }

  async documentPdf(document: EDocumentRef): Promise<DocumentPdf> {
    const path = `/${document.kind === 'e_invoice' ? 'e_invoices' : 'e_archives'}/${encodeURIComponent(document.id)}/pdf`;
    const { status, json } = await this.call('GET', path);
    if (status === 204 || !json) return { state: 'pending' };
    const data = json.data as Resource;
    const url = data?.attributes?.url;
    if (typeof url !== 'string')
      throw new InvoiceError('bad-response', 'Paraşüt PDF bağlantısı okunamadı.', status);
    const expires = data.attributes?.expires_at;
    return { state: 'ready', url, expiresAt: typeof expires === 'string' ? expires : null };
  }

  async cancelSalesInvoice(invoiceId: string): Promise<void> {
    await this.call('PATCH', `/sales_invoices/${encodeURIComponent(invoiceId)}/cancel`, {
      empty: true,
    });
  }
}

function compact(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

function contactOf(resource: Resource): InvoiceContact {
  const a = resource.attributes ?? {};
  return {
    id: resource.id,
    name: String(a.name ?? ''),
    taxNumber: typeof a.tax_number === 'string' ? a.tax_number : null,
  };
}

function productOf(resource: Resource): InvoiceProduct {
  const a = resource.attributes ?? {};
  return {
    id: resource.id,
    code: typeof a.code === 'string' ? a.code : null,
    name: String(a.name ?? ''),
  };
}

function jobOf(resource: Resource): TrackableJob {
  const status = resource.attributes?.status;
  if (status !== 'pending' && status !== 'running' && status !== 'done' && status !== 'error') {
    throw new InvoiceError('bad-response', 'Paraşüt iş durumu okunamadı.', null);
  }
  const errors = resource.attributes?.errors;
  return {
    id: resource.id,
    status,
    errors: Array.isArray(errors) ? errors.map((e) => String(e)) : [],
  };
}
