/**
 * The invoicing area's front door: the neutral `InvoiceProvider` interface, the Paraşüt client
 * (tokens under one lock across processes, the shared 10-per-10-s limiter), the e-Fatura /
 * e-Arşiv decision, the order → invoice mapping, the job chain started on shipment, the
 * invoice PDF route and the error map. Other areas and app.ts import only from here.
 */
export { createInvoicingArea, type InvoicingArea } from './area';
export { decideEDocument, type EDocumentChoice } from './e-document';
export { invoiceErrorToAppError, invoicingErrorCodes, invoicingErrors } from './errors';
export { InvoiceChain, invoiceStepQueue } from './invoice-chain';
export { InvoiceLimiter, type InvoiceLimiterOptions, PARASUT_LIMIT } from './limiter';
export {
  PARASUT_BASE_URL,
  ParasutClient,
  type ParasutClientOptions,
  type ParasutSettings,
} from './parasut/client';
export * from './provider';
export { invoiceOfRetailOrder } from './retail-order-invoice';
export { PARASUT_SANDBOX_PATH, parasutSettings } from './settings';
export {
  DatabaseTokenStore,
  type StoredTokens,
  type TokenStore,
  tokenBoxFromSecret,
} from './tokens';
export { invoicePdfUrl, storedInvoiceUrl, VIEW_INVOICE_PATH } from './view-invoice';
export { invoiceOfWholesaleOrder } from './wholesale-order-invoice';
