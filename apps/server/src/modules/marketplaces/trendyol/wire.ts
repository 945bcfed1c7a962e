import { z } from 'zod';

/**
 * The parts of Trendyol's Product V2 answers the client reads. Fields Trendyol has been seen to
 * leave out are optional; unknown fields pass through untouched (never a reason to fail).
 */

const id = z.union([z.number(), z.string()]).transform(String);

export const brandSchema = z.object({ id, name: z.string() });
export const brandsByNameSchema = z.union([
  z.array(brandSchema),
  z.object({ brands: z.array(brandSchema).optional() }).transform((b) => b.brands ?? []),
]);

export interface TrendyolWireCategory {
  id: string;
  name: string;
  parentId?: string | null | undefined;
  subCategories: TrendyolWireCategory[];
}

export const categorySchema: z.ZodType<TrendyolWireCategory, unknown> = z.lazy(() =>
  z.object({
    id,
    name: z.string(),
    parentId: id.nullable().optional(),
    subCategories: z.array(categorySchema).optional().default([]),
  }),
);
export const categoryTreeSchema = z.object({
  categories: z.array(categorySchema).optional().default([]),
});

const attributeValueSchema = z.object({ id, name: z.string() });
export const categoryAttributesSchema = z.object({
  id: id.optional(),
  name: z.string().optional(),
  categoryAttributes: z
    .array(
      z.object({
        attribute: z.object({ id, name: z.string() }),
        required: z.boolean().optional().default(false),
        allowCustom: z.boolean().optional().default(false),
        varianter: z.boolean().optional().default(false),
        slicer: z.boolean().optional().default(false),
        allowMultipleAttributeValues: z.boolean().optional().default(false),
        attributeValues: z.array(attributeValueSchema).optional().default([]),
      }),
    )
    .optional()
    .default([]),
});

const valueItem = z.object({ attributeValueId: id, attributeValueName: z.string() });
export const attributeValuesSchema = z.union([
  z.array(valueItem).transform((content) => ({ content, totalPages: 1 })),
  z.object({
    content: z.array(valueItem).optional().default([]),
    totalPages: z.number().int().optional().default(1),
  }),
]);

export const addressesSchema = z.object({
  supplierAddresses: z
    .array(
      z.object({
        id,
        addressType: z.string().optional().default(''),
        fullAddress: z.string().optional(),
        address: z.string().optional(),
        city: z.string().optional(),
        district: z.string().optional(),
        isDefault: z.boolean().optional().default(false),
      }),
    )
    .optional()
    .default([]),
});

export const batchIdSchema = z.object({ batchRequestId: id });

export const batchResultSchema = z.object({
  batchRequestId: id.optional(),
  status: z.string().optional(),
  itemCount: z.number().int().optional(),
  failedItemCount: z.number().int().optional(),
  items: z
    .array(
      z.object({
        requestItem: z
          .object({
            barcode: z.string().optional(),
            product: z.object({ barcode: z.string().optional() }).partial().optional(),
          })
          .partial()
          .optional(),
        status: z.string().optional(),
        failureReasons: z.array(z.string()).optional().default([]),
      }),
    )
    .optional()
    .default([]),
});

export const productFilterSchema = z.object({
  totalElements: z.number().int().optional(),
  content: z.array(z.unknown()).optional(),
});

/** The product body of `POST /product/sellers/{sellerId}/v2/products` (prices in lira). */
export interface TrendyolProductItem {
  barcode: string;
  title: string;
  productMainId: string;
  brandId: number;
  categoryId: number;
  quantity: number;
  stockCode: string;
  dimensionalWeight: number;
  description: string;
  currencyType: 'TRY';
  listPrice: number;
  salePrice: number;
  vatRate: number;
  cargoCompanyId?: number;
  shipmentAddressId?: number;
  returningAddressId?: number;
  deliveryOption?: { deliveryDuration: number };
  images: { url: string }[];
  attributes: (
    | { attributeId: number; attributeValueIds: number[] }
    | { attributeId: number; attributeValue: string }
  )[];
}
