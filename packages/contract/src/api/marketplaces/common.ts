import {
  MAX_PRICE_RULE_AMOUNT,
  MAX_PRICE_RULE_BASIS_POINTS,
  PRICE_ENDINGS,
  PRICE_RULE_KINDS,
} from '@carsi/domain';
import { z } from 'zod';
import { kurus } from '../common';

// Shared by every marketplace (Trendyol, Hepsiburada): the views of reference data, a
// product's match, the check before upload and an upload's result. Money is kuruş.

export const MARKETPLACE_CODES = ['trendyol', 'hepsiburada'] as const;
export type MarketplaceCodeValue = (typeof MARKETPLACE_CODES)[number];
export const MARKETPLACE_LABELS: Readonly<Record<MarketplaceCodeValue, string>> = {
  trendyol: 'Trendyol',
  hepsiburada: 'Hepsiburada',
};

export const marketplaceBrandView = z.object({ id: z.string(), name: z.string() });

export interface MarketplaceCategoryView {
  id: string;
  name: string;
  parentId: string | null;
  leaf: boolean;
  children: MarketplaceCategoryView[];
}
export const marketplaceCategoryView: z.ZodType<MarketplaceCategoryView> = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    parentId: z.string().nullable(),
    leaf: z.boolean(),
    children: z.array(marketplaceCategoryView),
  }),
);

export const marketplaceAttributeValueView = z.object({ id: z.string(), name: z.string() });

export const marketplaceAttributeView = z.object({
  id: z.string(),
  name: z.string(),
  required: z.boolean(),
  allowCustom: z.boolean().describe('Free text may be entered instead of a listed value'),
  multiple: z.boolean(),
  varianter: z.boolean().describe('Tells variants apart (colour, size)'),
  values: z.array(marketplaceAttributeValueView).describe('Empty: load them with the values call'),
});
export type MarketplaceAttributeView = z.infer<typeof marketplaceAttributeView>;

export const marketplaceAddressView = z.object({
  id: z.string(),
  type: z.enum(['shipment', 'returning', 'invoice', 'other']),
  label: z.string(),
  isDefault: z.boolean(),
});
export type MarketplaceAddressView = z.infer<typeof marketplaceAddressView>;

export const priceRule = z
  .object({
    kind: z
      .enum(PRICE_RULE_KINDS)
      .describe('percent: value in basis points (1 250 = 12,5 %); amount: value in kuruş'),
    value: z.number().int().min(0, 'Fiyat kuralı eksi olamaz.'),
    ending: z
      .enum(PRICE_ENDINGS)
      .describe('Round up to a price ending in ,90 or ,99, or leave as is'),
  })
  .strict()
  .refine(
    (r) => r.value <= (r.kind === 'percent' ? MAX_PRICE_RULE_BASIS_POINTS : MAX_PRICE_RULE_AMOUNT),
    {
      message: 'Fiyat kuralı çok büyük.',
      path: ['value'],
    },
  );
export type PriceRuleValue = z.infer<typeof priceRule>;

export const listingProblemView = z.object({
  field: z
    .string()
    .describe(
      'title, brand, category, images.N, skus.<sku>.barcode, attributes.<id>, shipmentAddress …',
    ),
  message: z.string(),
});
export type ListingProblemView = z.infer<typeof listingProblemView>;

export const UPLOAD_STATES = ['queued', 'sent', 'completed', 'failed'] as const;
export const UPLOAD_STATE_LABELS: Readonly<Record<(typeof UPLOAD_STATES)[number], string>> = {
  queued: 'Gönderim sırasında',
  sent: 'Gönderildi, sonuç bekleniyor',
  completed: 'Tamamlandı',
  failed: 'Başarısız',
};
export const APPROVAL_STATES = ['pending', 'approved', 'rejected'] as const;
export const APPROVAL_LABELS: Readonly<Record<(typeof APPROVAL_STATES)[number], string>> = {
  pending: 'Bekliyor',
  approved: 'Kabul edildi',
  rejected: 'Reddedildi',
};

export const uploadView = z.object({
  uploadId: z.number().int(),
  productId: z.number().int(),
  batchRequestId: z.string().nullable(),
  state: z.enum(UPLOAD_STATES),
  isUploaded: z.boolean(),
  itemCount: z.number().int(),
  failedItemCount: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  needsFixing: z.boolean(),
  items: z.array(
    z.object({
      barcode: z.string(),
      sku: z.string().nullable(),
      approval: z.enum(APPROVAL_STATES),
      failureReasons: z.array(z.string()),
    }),
  ),
});
export type UploadView = z.infer<typeof uploadView>;

export const matchAttributeInput = z
  .object({
    attributeId: z.string().trim().min(1).max(40),
    valueIds: z.array(z.string().trim().min(1).max(40)).max(50).optional(),
    customValue: z
      .string()
      .trim()
      .max(500, 'Özellik değeri en çok 500 karakter olabilir.')
      .optional(),
  })
  .strict();

export const skuMatchInput = z
  .object({
    skuId: z.number().int().positive(),
    barcode: z
      .string()
      .trim()
      .max(40, 'Barkod en çok 40 karakter olabilir.')
      .regex(
        /^[A-Za-z0-9._\s-]*$/,
        'Barkod yalnızca harf, rakam, nokta, tire ve alt çizgi içerebilir.',
      ),
    merchantSku: z.string().trim().max(100).optional(),
  })
  .strict();

/** A product's match (brand, category, attributes, SKU barcodes, price rule, addresses). */
export const matchInput = {
  productId: z.number().int().positive(),
  brandId: z.string().trim().max(40).nullable().optional(),
  brandName: z.string().trim().max(200).nullable().optional(),
  categoryId: z.string().trim().max(40).nullable().optional(),
  categoryName: z.string().trim().max(300).nullable().optional(),
  attributes: z.array(matchAttributeInput).max(300).optional(),
  skus: z.array(skuMatchInput).max(500).optional(),
  priceRule: priceRule.optional(),
  shipmentAddressId: z.string().trim().max(40).nullable().optional(),
  returningAddressId: z.string().trim().max(40).nullable().optional(),
  cargoCompanyId: z.string().trim().max(40).nullable().optional(),
  desi: z.number().int().min(1).max(1000).nullable().optional(),
};

export const marketplaceProductDetail = z.object({
  product: z.object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    description: z.string(),
    images: z.array(
      z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }),
    ),
  }),
  skus: z.array(
    z.object({
      skuId: z.number().int(),
      sku: z.string(),
      variant: z.string(),
      shopPrice: kurus,
      marketplacePrice: kurus.describe('The shop price under the channel price rule'),
      stock: z.number().int(),
      barcode: z.string().nullable(),
      suggestedBarcode: z.string().nullable().describe('The SKU barcode stored in the catalogue'),
      merchantSku: z.string(),
    }),
  ),
  match: z
    .object({
      brandId: z.string().nullable(),
      brandName: z.string().nullable(),
      categoryId: z.string().nullable(),
      categoryName: z.string().nullable(),
      attributes: z.array(
        z.object({
          attributeId: z.string(),
          valueIds: z.array(z.string()).optional(),
          customValue: z.string().optional(),
        }),
      ),
      priceRule: z.object({
        kind: z.enum(PRICE_RULE_KINDS),
        value: z.number().int(),
        ending: z.enum(PRICE_ENDINGS),
      }),
      shipmentAddressId: z.string().nullable(),
      returningAddressId: z.string().nullable(),
      cargoCompanyId: z.string().nullable(),
      desi: z.number().int().nullable(),
      updatedAt: z.string(),
    })
    .nullable(),
  upload: uploadView.nullable(),
});
export type MarketplaceProductDetail = z.infer<typeof marketplaceProductDetail>;

export const uploadQueuedView = z.object({
  message: z.string(),
  batchRequestId: z.string().nullable().describe('Null until the upload job has sent the product'),
  upload: uploadView,
});
