import { errorCodes } from '@carsi/contract';
import { AppError } from '../../http/errors';
import { MarketplaceError } from './marketplace';

/** Error codes the marketplace calls answer with (besides the common ones). */
export const marketplaceErrorCodes = {
  auth: 'MARKETPLACE_AUTH_FAILED',
  rateLimited: 'MARKETPLACE_RATE_LIMITED',
  rejected: 'MARKETPLACE_REJECTED',
  unavailable: 'MARKETPLACE_UNAVAILABLE',
  notConfigured: 'MARKETPLACE_NOT_CONFIGURED',
  checkFailed: 'MARKETPLACE_CHECK_FAILED',
} as const;

/**
 * A marketplace failure as the API's error: never a 500. Credentials refused and content
 * refused are 422 (the staff must change something), limits 429 with Retry-After, outages and
 * unreadable answers 503, missing settings 409.
 */
export function marketplaceErrorToAppError(error: MarketplaceError): AppError {
  const details = error.details.length > 0 ? ` (${error.details.slice(0, 3).join('; ')})` : '';
  switch (error.kind) {
    case 'auth':
      return new AppError(
        422,
        marketplaceErrorCodes.auth,
        `${error.message} Ayarlardaki anahtarları kontrol edin.`,
      );
    case 'rate-limited': {
      const appError = new AppError(429, marketplaceErrorCodes.rateLimited, error.message);
      appError.headers = {
        'retry-after': String(Math.max(1, Math.ceil((error.retryAfterMs ?? 5_000) / 1000))),
      };
      return appError;
    }
    case 'rejected':
      return new AppError(
        422,
        marketplaceErrorCodes.rejected,
        error.message.includes(':') ? error.message : `${error.message}${details}`,
      );
    case 'not-configured':
      return new AppError(409, marketplaceErrorCodes.notConfigured, error.message);
    default:
      return new AppError(503, errorCodes.unavailable, error.message);
  }
}

/** Runs a route's work, turning marketplace failures into API errors. */
export async function marketplaceErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof MarketplaceError) throw marketplaceErrorToAppError(error);
    throw error;
  }
}
