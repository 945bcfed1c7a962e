import { catalogueAdminErrorCodes, errorCodes, staleVersionMessage } from '@carsi/contract';
import { AppError } from '../../http/errors';

/** A 400 naming one field, in the shape zod refusals have. */
export const fieldError = (field: string, message: string) =>
  new AppError(400, errorCodes.validation, message, [{ field, message }]);

/** A unique value (slug, SKU code, name) already taken: 409 naming the field. */
export const duplicate = (field: string, message: string) =>
  new AppError(409, catalogueAdminErrorCodes.duplicate, message, [{ field, message }]);

export const staleVersion = () =>
  new AppError(409, catalogueAdminErrorCodes.staleVersion, staleVersionMessage);

export const inUse = (message: string) =>
  new AppError(409, catalogueAdminErrorCodes.inUse, message);

/** PostgreSQL's unique-violation code, and the constraint it names. */
export function uniqueViolation(error: unknown): string | null {
  let current: unknown = error;
  for (let i = 0; i < 4 && current; i++) {
    const e = current as { code?: string; constraint?: string; cause?: unknown };
    if (e.code === '23505') return e.constraint ?? '';
    current = e.cause;
  }
  return null;
}
