import { errorCodes } from '@carsi/contract';
import { DomainError } from '@carsi/domain';
import { AppError } from '../../http/errors';

const statusOf: Record<string, number> = {
  CART_LINE_NOT_FOUND: 404,
  CART_QUANTITY_OUT_OF_RANGE: 400,
  CART_QUANTITY_LOCKED: 409,
  CART_FREE_LINE_NOT_REMOVABLE: 409,
  INVALID_TRANSITION: 409,
};

/** Runs a domain rule and turns its DomainError into the API's error with the right status. */
export function withDomainErrors<T>(run: () => T, field?: string): T {
  try {
    return run();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const status = statusOf[error.code] ?? 400;
    const code =
      status === 404 ? errorCodes.notFound : status === 409 ? errorCodes.conflict : error.code;
    const errors = field && status === 400 ? [{ field, message: error.message }] : undefined;
    throw new AppError(status, code, error.message, errors);
  }
}
