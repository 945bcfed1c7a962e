import { z } from 'zod';

/**
 * The parts of Hepsiburada's catalogue answers the client reads. Every answer comes in the
 * envelope {success, code, message, data, totalElements, totalPages}; fields Hepsiburada has been
 * seen to leave out (paging, flags, messages) are optional, unknown fields pass through.
 */

const id = z.union([z.number(), z.string()]).transform(String);
const flag = z.boolean().nullable().optional();

/** The envelope around `data`; paging fields are optional (single answers leave them out). */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.boolean().nullable().optional(),
    code: z.union([z.number(), z.string()]).nullable().optional(),
    message: z.string().nullable().optional(),
    data,
    totalElements: z.number().nullable().optional(),
    totalPages: z.number().nullable().optional(),
  });

export const categorySchema = z.object({
  categoryId: id,
  name: z.string().nullable().optional(),
  displayName: z.string().nullable().optional(),
  parentCategoryId: id.nullable().optional(),
  paths: z.array(z.string()).nullable().optional(),
  leaf: flag,
  status: z.string().nullable().optional(),
  available: flag,
});
export type HepsiburadaWireCategory = z.infer<typeof categorySchema>;
export const categoriesSchema = envelope(z.array(categorySchema).nullable().default([]));

const attributeSchema = z.object({
  id: z.string(),
  name: z.string().nullable().optional(),
  mandatory: flag,
  type: z.string().nullable().optional(),
  multiValue: flag,
});
export type HepsiburadaWireAttribute = z.infer<typeof attributeSchema>;
const attributeList = z.array(attributeSchema).nullable().optional();
export const categoryAttributesSchema = envelope(
  z.object({
    baseAttributes: attributeList,
    attributes: attributeList,
    variantAttributes: attributeList,
  }),
);

export const attributeValuesSchema = envelope(
  z
    .array(z.object({ id: id.nullable().optional(), value: z.string() }))
    .nullable()
    .default([]),
);

export const trackingIdSchema = envelope(z.object({ trackingId: z.string().min(1) }));

const validationSchema = z.object({
  attributeName: z.string().nullable().optional(),
  message: z.string().nullable().optional(),
});
export const trackingStatusSchema = envelope(
  z
    .array(
      z.object({
        merchantSku: z.string().nullable().optional(),
        barcode: z.string().nullable().optional(),
        productStatus: z.string().nullable().optional(),
        importStatus: z.string().nullable().optional(),
        validationResults: z.array(validationSchema).nullable().optional(),
      }),
    )
    .nullable()
    .default([]),
);

export const merchantProductsSchema = envelope(
  z
    .array(
      z.object({
        merchantSku: z.string(),
        barcode: z.string().nullable().optional(),
        productStatus: z.string().nullable().optional(),
      }),
    )
    .nullable()
    .default([]),
);

export const deleteProcessSchema = envelope(
  z
    .array(
      z.object({
        merchantSku: z.string(),
        status: z.string().nullable().optional(),
        message: z.string().nullable().optional(),
      }),
    )
    .nullable()
    .default([]),
);

export const listingsSchema = z.object({
  totalCount: z.number().optional(),
  listings: z
    .array(z.object({ merchantSku: z.string().optional() }).passthrough())
    .nullable()
    .optional(),
});

/** One item of the import file: the category, the merchant and every value as text. */
export interface HepsiburadaImportItem {
  categoryId: number;
  merchant: string;
  attributes: Record<string, string>;
}
