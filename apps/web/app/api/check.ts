import type { ErrorBody } from '@carsi/contract';
import type { z } from 'zod';
import { ApiFailure } from './call';

/** How many field messages the summary repeats before it counts the rest (as the server does). */
const SUMMARY_MESSAGES = 3;

/**
 * A form's values checked by the route's own contract schema before they are sent: the values,
 * typed as the route accepts them, or an ApiFailure shaped exactly like the server's 400 (each
 * field named `body.<path>` with its Turkish message, the summary above), so a form shows a
 * local refusal and a server refusal the same way. Throws; use inside `resultOf` or a try.
 */
export function checked<S extends z.ZodType>(
  schema: S,
  value: unknown,
  where = 'body',
): z.input<S> {
  const result = schema.safeParse(value);
  if (result.success) return value as z.input<S>;
  const errors: NonNullable<ErrorBody['errors']> = result.error.issues.map((issue) => {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [];
    return {
      field: [where, ...issue.path.map(String), ...keys].join('.'),
      message: issue.message,
    };
  });
  const message = summaryOf(errors.map((e) => e.message));
  throw new ApiFailure(message, 400, 'VALIDATION_FAILED', undefined, {
    message,
    code: 'VALIDATION_FAILED',
    errors,
  });
}

/**
 * The summary a form shows above its fields for these field messages, as the server words it:
 * the first three different sentences, then how many more.
 */
export function summaryOf(messages: readonly unknown[]): string {
  const unique = [...new Set(messages.filter((m): m is string => typeof m === 'string' && !!m))];
  const shown = unique.slice(0, SUMMARY_MESSAGES).join(' ');
  const more = unique.length - SUMMARY_MESSAGES;
  return (more > 0 ? `${shown} (ve ${more} hata daha)` : shown) || 'Gönderilen bilgiler geçersiz.';
}
