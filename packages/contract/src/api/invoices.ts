import { z } from 'zod';
import { defineRoute } from '../define';
import { kurus, pageNumberQuery, paging } from './common';

// Invoices issued through the accounting provider, for staff with the accounting area.

export const INVOICE_STATUSES = ['queued', 'running', 'waiting', 'done', 'failed'] as const;
export const INVOICE_DOCUMENT_TYPES = ['e_archive', 'e_invoice'] as const;

export const invoiceStatusLabels: Readonly<Record<(typeof INVOICE_STATUSES)[number], string>> = {
  queued: 'Sırada',
  running: 'İşleniyor',
  waiting: 'Paraşüt bekleniyor',
  done: 'Kesildi',
  failed: 'Hata',
};

export const invoiceDocumentTypeLabels: Readonly<
  Record<(typeof INVOICE_DOCUMENT_TYPES)[number], string>
> = { e_archive: 'e-Arşiv', e_invoice: 'e-Fatura' };

export const invoiceListItem = z.object({
  id: z.string(),
  orderKind: z.enum(['retail', 'wholesale']),
  orderId: z.string(),
  orderNumber: z.string(),
  buyerName: z.string(),
  status: z.enum(INVOICE_STATUSES),
  step: z
    .string()
    .describe('The next step: contact, products, invoice, decide, issue, poll, pdf, done'),
  documentType: z.enum(INVOICE_DOCUMENT_TYPES).nullable(),
  documentNumber: z.string().nullable().describe("GİB's document number once issued"),
  total: kurus,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  pdfUrl: z.string().nullable(),
  createdAt: z.string(),
  issuedAt: z.string().nullable(),
});
export type InvoiceListItem = z.infer<typeof invoiceListItem>;

export const invoiceDetail = invoiceListItem.extend({
  dueDate: z.string().nullable(),
  providerInvoiceId: z.string().nullable(),
  providerTotal: kurus.nullable(),
  steps: z.array(
    z.object({
      id: z.number().int(),
      step: z.string(),
      outcome: z.enum(['ok', 'waiting', 'error']),
      message: z.string().nullable(),
      at: z.string(),
    }),
  ),
});
export type InvoiceDetail = z.infer<typeof invoiceDetail>;

export const listInvoicesRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/invoices',
  summary:
    'Invoices, newest first (20 a page): by status, document type, date, "waiting too long" (not issued a day after shipping) and a search by order number or buyer',
  tag: 'admin',
  auth: 'admin',
  query: z
    .object({
      page: pageNumberQuery,
      status: z.enum(INVOICE_STATUSES).optional(),
      type: z.enum(INVOICE_DOCUMENT_TYPES).optional(),
      from: z.iso.date().optional().describe('YYYY-MM-DD, Turkey time, inclusive'),
      to: z.iso.date().optional().describe('YYYY-MM-DD, Turkey time, inclusive'),
      late: z
        .enum(['1'])
        .optional()
        .describe('Only invoices still not issued a day after they were started'),
      q: z.string().trim().max(80).optional(),
    })
    .strict(),
  response: z.object({ invoices: z.array(invoiceListItem), total: z.number().int(), ...paging }),
});

const invoiceParams = z.object({ id: z.uuid('Geçersiz fatura numarası.') }).strict();

export const getInvoiceRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/invoices/:id',
  summary: 'An invoice with the history of its steps and their errors',
  tag: 'admin',
  auth: 'admin',
  params: invoiceParams,
  response: invoiceDetail,
});

export const retryInvoiceRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/invoices/:id/retry',
  summary:
    'Run a failed invoice again from the step it stopped at (never issues a second document)',
  tag: 'admin',
  auth: 'admin',
  params: invoiceParams,
  response: z.object({ message: z.string() }),
});

export const invoiceAdminRoutes = [listInvoicesRoute, getInvoiceRoute, retryInvoiceRoute] as const;
