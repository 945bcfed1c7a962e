import { errorCodes } from '@carsi/contract';
import { AppError } from '../../http/errors';
import { InvoiceError } from './provider';

/** Error codes invoicing answers with (besides the common ones). */
export const invoicingErrorCodes = {
  auth: 'INVOICING_AUTH_FAILED',
  rateLimited: 'INVOICING_RATE_LIMITED',
  rejected: 'INVOICING_REJECTED',
  notFound: 'INVOICING_NOT_FOUND',
  notConfigured: 'INVOICING_NOT_CONFIGURED',
} as const;

/**
 * An accounting provider failure as the API's error, never a 500: refused credentials and
 * refused documents are 422 (someone must change something; the provider's own texts are kept),
 * limits 429 with Retry-After, a missing record 404, outages and unreadable answers 503.
 */
export function invoiceErrorToAppError(error: InvoiceError): AppError {
  switch (error.kind) {
    case 'auth':
      return new AppError(
        422,
        invoicingErrorCodes.auth,
        `${error.message} Fatura ayarlarını kontrol edin.`,
      );
    case 'rate-limited': {
      const appError = new AppError(429, invoicingErrorCodes.rateLimited, error.message);
      appError.headers = {
        'retry-after': String(Math.max(1, Math.ceil((error.retryAfterMs ?? 10_000) / 1000))),
      };
      return appError;
    }
    case 'rejected':
      return new AppError(422, invoicingErrorCodes.rejected, error.message);
    case 'not-found':
      return new AppError(404, invoicingErrorCodes.notFound, error.message);
    case 'not-configured':
      return new AppError(409, invoicingErrorCodes.notConfigured, error.message);
    default:
      return new AppError(503, errorCodes.unavailable, error.message);
  }
}

/** Runs a route's work, turning provider failures into API errors. */
export async function invoicingErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof InvoiceError) throw invoiceErrorToAppError(error);
    throw error;
  }
}
