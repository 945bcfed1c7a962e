import type { Kurus } from '@carsi/domain';

/**
 * The one shape invoicing speaks to an accounting provider (Paraşüt today). Money crosses it in
 * kuruş; each client converts at its own edge. Every failure is an {@link InvoiceError} with a
 * kind the area's error map turns into a 4xx/503 — never a 500.
 */
export interface InvoiceProvider {
  readonly code: 'parasut';
  /** A contact by its tax number (TCKN or VKN), found before one is created. */
  findContactByTaxNumber(taxNumber: string): Promise<InvoiceContact | null>;
  createContact(input: InvoiceContactInput): Promise<InvoiceContact>;
  /** A product by its code (our SKU code). */
  findProductByCode(code: string): Promise<InvoiceProduct | null>;
  createProduct(input: InvoiceProductInput): Promise<InvoiceProduct>;
  /** A sales invoice (or, with `itemType: 'refund'`, a return invoice). */
  createSalesInvoice(input: SalesInvoiceInput): Promise<SalesInvoice>;
  /** The buyer's e-invoice inbox when the tax number is registered with GİB (→ e-Fatura). */
  findEInvoiceInbox(vkn: string): Promise<EInvoiceInbox | null>;
  issueEArchive(invoiceId: string, input: EArchiveInput): Promise<TrackableJob>;
  issueEInvoice(invoiceId: string, input: EInvoiceInput): Promise<TrackableJob>;
  pollJob(jobId: string): Promise<TrackableJob>;
  /** The e-document an invoice got once its job is done (null before). */
  activeEDocument(invoiceId: string): Promise<EDocument | null>;
  /** `pending` until the provider has drawn the PDF, then a link that lives a short while. */
  documentPdf(document: EDocumentRef): Promise<DocumentPdf>;
  /** Cancels a sales invoice (inside the window an e-Arşiv may still be cancelled). */
  cancelSalesInvoice(invoiceId: string): Promise<void>;
}

export interface InvoiceContactInput {
  name: string;
  kind: 'person' | 'company';
  taxNumber: string;
  taxOffice?: string;
  email?: string;
  phone?: string;
  city?: string;
  district?: string;
  address?: string;
}

export interface InvoiceContact {
  id: string;
  name: string;
  taxNumber: string | null;
}

export interface InvoiceProductInput {
  code: string;
  name: string;
  vatRate: number;
  /** VAT-excluded list price. */
  listPrice: Kurus;
  barcode?: string;
}

export interface InvoiceProduct {
  id: string;
  code: string | null;
  name: string;
}

/** One invoice line: `listNet − discount = net` (VAT excluded), VAT at `vatRate`. */
export interface SalesInvoiceLine {
  productId?: string;
  description: string;
  qty: number;
  vatRate: number;
  listNet: Kurus;
  discount: Kurus;
}

export interface SalesInvoiceInput {
  itemType: 'invoice' | 'refund';
  contactId: string;
  /** YYYY-MM-DD, Turkey's date. */
  issueDate: string;
  dueDate?: string;
  /** Our order number and date travel together or not at all. */
  order?: { number: string; date: string };
  description?: string;
  taxNumber?: string;
  taxOffice?: string;
  city?: string;
  district?: string;
  billingAddress?: string;
  shipmentIncluded?: boolean;
  lines: readonly SalesInvoiceLine[];
}

export interface SalesInvoice {
  id: string;
  /** What the provider computed, VAT included (checked against ours by the caller). */
  grossTotal: Kurus;
}

export interface EInvoiceInbox {
  vkn: string;
  /** The inbox label (`to` of an e-Fatura). */
  address: string;
  /** The label's registration date: an e-document may not be dated before it. */
  registeredAt: string | null;
}

export type InternetSalePayment = 'card' | 'bank-transfer' | 'cash-on-delivery' | 'payment-agent';

export interface EArchiveInput {
  /** Mandatory for an internet sale with physical shipment. */
  internetSale: {
    url: string;
    payment: InternetSalePayment;
    platform?: string;
    paymentDate: string;
  };
  shipment: { carrier: string; carrierVkn: string; date: string };
  note?: string;
}

export interface EInvoiceInput {
  to: string;
  scenario: 'basic' | 'commercial';
  note?: string;
}

export type TrackableJobStatus = 'pending' | 'running' | 'done' | 'error';

export interface TrackableJob {
  id: string;
  status: TrackableJobStatus;
  errors: string[];
}

export interface EDocumentRef {
  id: string;
  kind: 'e_archive' | 'e_invoice';
}

export interface EDocument extends EDocumentRef {
  number: string | null;
  uuid: string | null;
}

export type DocumentPdf =
  | { state: 'pending' }
  | { state: 'ready'; url: string; expiresAt: string | null };

export type InvoiceErrorKind =
  | 'auth'
  | 'rate-limited'
  | 'rejected'
  | 'not-found'
  | 'unavailable'
  | 'bad-response'
  | 'not-configured';

/**
 * A provider failure. It carries the provider's own error texts (`details`) but never request
 * headers or bodies, so credentials and buyers' data cannot reach a log through it.
 */
export class InvoiceError extends Error {
  constructor(
    readonly kind: InvoiceErrorKind,
    message: string,
    readonly status: number | null = null,
    readonly details: string[] = [],
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'InvoiceError';
  }
}
