import { kurusToTl, tlToKurus } from '@carsi/domain';
import type {
  DocumentPdf,
  EArchiveInput,
  EDocument,
  EDocumentRef,
  EInvoiceInbox,
  EInvoiceInput,
  InvoiceContact,
  InvoiceContactInput,
  InvoiceProduct,
  InvoiceProductInput,
  InvoiceProvider,
  SalesInvoice,
  SalesInvoiceInput,
  TrackableJob,
} from '../provider';
import { InvoiceError } from '../provider';
import { compact, contactOf, jobOf, PAYMENT_TYPES, productOf, type Resource, tl } from './json-api';
import { type ParasutClientOptions, ParasutSession } from './session';

export {
  PARASUT_BASE_URL,
  type ParasutClientOptions,
  type ParasutSettings,
} from './session';

/**
 * Paraşüt API v4, a thin typed client: each call of the {@link InvoiceProvider} interface as
 * Paraşüt's JSON:API request (json-api.ts maps the records), through the company's session
 * (session.ts: tokens, the shared limiter, errors).
 */
export class ParasutClient implements InvoiceProvider {
  readonly code = 'parasut' as const;
  private readonly session: ParasutSession;

  constructor(options: ParasutClientOptions) {
    this.session = new ParasutSession(options);
  }

  /** The access token to use: this process's copy, else the shared one, else a refresh. */
  accessToken(): Promise<string> {
    return this.session.accessToken();
  }

  /** Gets new tokens under the store's lock (see ParasutSession.refreshTokens). */
  refreshTokens(stale: string | null): Promise<string> {
    return this.session.refreshTokens(stale);
  }

  async findContactByTaxNumber(taxNumber: string): Promise<InvoiceContact | null> {
    const [found] = await this.session.many('/contacts', { 'filter[tax_number]': taxNumber });
    return found ? contactOf(found) : null;
  }

  async createContact(input: InvoiceContactInput): Promise<InvoiceContact> {
    const { data } = await this.session.one('POST', '/contacts', {
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
    const [found] = await this.session.many('/products', { 'filter[code]': code });
    return found ? productOf(found) : null;
  }

  async createProduct(input: InvoiceProductInput): Promise<InvoiceProduct> {
    const { data } = await this.session.one('POST', '/products', {
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
    const { data } = await this.session.one('POST', '/sales_invoices', {
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
    const inboxes = await this.session.many('/e_invoice_inboxes', { 'filter[vkn]': vkn });
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
    const { data } = await this.session.one('POST', '/e_archives', {
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
    const { data } = await this.session.one('POST', '/e_invoices', {
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
    const { data } = await this.session.one('GET', `/trackable_jobs/${encodeURIComponent(jobId)}`);
    return jobOf(data);
  }

  async activeEDocument(invoiceId: string): Promise<EDocument | null> {
    const { data, included } = await this.session.one(
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
    const { status, json } = await this.session.call('GET', path);
    if (status === 204 || !json) return { state: 'pending' };
    const data = json.data as Resource;
    const url = data?.attributes?.url;
    if (typeof url !== 'string')
      throw new InvoiceError('bad-response', 'Paraşüt PDF bağlantısı okunamadı.', status);
    const expires = data.attributes?.expires_at;
    return { state: 'ready', url, expiresAt: typeof expires === 'string' ? expires : null };
  }

  async cancelSalesInvoice(invoiceId: string): Promise<void> {
    await this.session.call('PATCH', `/sales_invoices/${encodeURIComponent(invoiceId)}/cancel`, {
      empty: true,
    });
  }
}
