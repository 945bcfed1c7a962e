import { z } from 'zod';

/**
 * The largest amount of money the shop stores: every kuruş column is a 64-bit integer, and
 * JavaScript counts kuruş exactly up to here (≈ 90 trillion TL).
 */
export const MAX_KURUS = Number.MAX_SAFE_INTEGER;

/** Money in integer kuruş (1 TL = 100 kuruş). */
export const kurus = z
  .number()
  .int()
  .nonnegative()
  .max(MAX_KURUS, `Tutar en çok ${MAX_KURUS} kuruş olabilir.`)
  .describe('Amount in kuruş (1 TL = 100 kuruş)');

/** A page number in a query string: "2" → 2; missing → 1. */
export const pageNumberQuery = z.coerce.number().int().min(1).max(10_000).default(1);

/** Database id in a path segment. */
export const idParam = z.coerce.number().int().positive();

/** Paged lists carry page and pages. */
export const paging = { page: z.number().int(), pages: z.number().int() };

/** A product image stored in responsive WebP widths under /uploads. */
export const productImage = z.object({
  key: z.string().describe('Storage key without width and extension'),
  alt: z.string(),
  width: z.number().int().describe('Intrinsic width of the largest variant'),
  height: z.number().int(),
  widths: z.array(z.number().int()).describe('Available variant widths, ascending'),
  formats: z
    .array(z.enum(['webp', 'avif']))
    .optional()
    .describe('Encodings stored at every width; absent means WebP only'),
});
export type ProductImage = z.infer<typeof productImage>;
