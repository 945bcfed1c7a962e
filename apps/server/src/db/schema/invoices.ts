import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * An order's invoice and its e-document, issued through the accounting provider by a chain of
 * jobs (modules/invoicing/invoice-chain.ts). Every provider id is written here as soon as the
 * provider hands it out, before the next step, so a retried step carries on from what exists
 * instead of creating or issuing it again.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'retail' (orders) or 'wholesale' (wholesale_orders). */
    orderKind: text('order_kind').notNull(),
    orderId: text('order_id').notNull(),
    orderNumber: text('order_number').notNull(),
    /** 'invoice' now; a return invoice is 'refund'. */
    kind: text('kind').notNull().default('invoice'),
    /** queued → running → waiting (provider busy) → done, or failed (retries used up). */
    status: text('status').notNull().default('queued'),
    /** The next step to run: contact, products, invoice, decide, issue, poll, pdf, done. */
    step: text('step').notNull().default('contact'),
    /** Our total (kuruş, VAT included) and what the provider computed. */
    total: bigint('total', { mode: 'number' }).notNull(),
    providerTotal: bigint('provider_total', { mode: 'number' }),
    /** YYYY-MM-DD: a wholesale account's payment term after the issue date. */
    dueDate: text('due_date'),
    buyerName: text('buyer_name').notNull(),
    taxNumber: text('tax_number'),
    contactId: text('contact_id'),
    providerInvoiceId: text('provider_invoice_id'),
    /** 'e_archive' or 'e_invoice', decided by the provider's e-invoice inbox list. */
    documentType: text('document_type'),
    eInvoiceTo: text('e_invoice_to'),
    trackableJobId: text('trackable_job_id'),
    eDocumentId: text('e_document_id'),
    documentNumber: text('document_number'),
    /** The stored PDF, relative to the data folder. */
    pdfPath: text('pdf_path'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_order').on(t.orderKind, t.orderId, t.kind),
    index('invoices_status_created').on(t.status, t.createdAt),
    index('invoices_created').on(t.createdAt),
  ],
);

/** Every step an invoice's chain ran: what it did or why it failed (the screen's history). */
export const invoiceSteps = pgTable(
  'invoice_steps',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    step: text('step').notNull(),
    /** 'ok', 'waiting' or 'error'. */
    outcome: text('outcome').notNull(),
    message: text('message'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invoice_steps_invoice').on(t.invoiceId, t.id)],
);

/** The provider's product per SKU code, created once and reused by every invoice. */
export const invoicingProducts = pgTable(
  'invoicing_products',
  {
    provider: text('provider').notNull(),
    code: text('code').notNull(),
    productId: text('product_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.code] })],
);
