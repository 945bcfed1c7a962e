import type { DiscountCodeKind } from '@carsi/domain';
import { z } from 'zod';
import { defineRoute } from '../../define';
import { cartView } from '../cart';
import { idParam, kurus, paging } from '../common';
import { listOf } from '../lists';
import { countOrNull, idList } from './fields';

const discountKinds = listOf<DiscountCodeKind>()(['amount', 'percent']);

/** A moment in a validity window (ISO 8601 with offset); null = open on that side. */
export const optionalDate = z
  .string()
  .datetime({ offset: true, message: 'Geçerli bir tarih girin.' })
  .nullable()
  .describe('ISO 8601; null = open');

/** The editable fields of a discount code. */
const discountCodeFields = z
  .object({
    discountCode: z
      .string({ message: 'Kod gerekli.' })
      .trim()
      .regex(
        /^[A-Za-z0-9ÇĞİÖŞÜçğıöşü_-]{3,40}$/,
        'Kod 3–40 karakter olmalı; harf, rakam, - ve _ kullanılabilir.',
      )
      .describe('Case-sensitive; may not differ from another code only in case'),
    description: z.string().trim().max(200, 'Açıklama en çok 200 karakter olabilir.').default(''),
    discountType: z.enum(discountKinds, {
      message: 'İndirim türü tutar ya da yüzde olmalı.',
    }),
    discountAmount: z
      .number({ message: 'İndirim miktarı gerekli.' })
      .int('İndirim miktarı tam sayı olmalı.')
      .min(1, 'İndirim miktarı 0’dan büyük olmalı.')
      .max(100_000_000, 'İndirim miktarı çok büyük.')
      .describe('Kuruş for amount; percent 1–100 for percent'),
    minimumCartAmount: kurus
      .max(100_000_000, 'En az sepet tutarı çok büyük.')
      .default(0)
      .describe('Kuruş, VAT-included cart total before codes'),
    startDate: optionalDate.default(null),
    endDate: optionalDate.default(null),
    totalUses: countOrNull('Toplam kullanım').default(null),
    usesPerPhone: countOrNull('Telefon başına kullanım').default(null),
    productIds: idList.default([]),
    departmentIds: idList.default([]),
    isDuplicateAllowed: z.boolean().default(false).describe('May stack with other codes'),
    isActive: z.boolean().default(true),
  })
  .strict();

type CodeFields = z.infer<typeof discountCodeFields>;

/** Cross-field rules, each with its field named (Turkish messages). */
function codeRules(value: CodeFields, ctx: z.RefinementCtx) {
  if (value.discountType === 'percent' && value.discountAmount > 100) {
    ctx.addIssue({
      code: 'custom',
      path: ['discountAmount'],
      message: 'Yüzde indirim 1 ile 100 arasında olmalı.',
    });
  }
  if (
    value.startDate &&
    value.endDate &&
    Date.parse(value.endDate) <= Date.parse(value.startDate)
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: 'Bitiş tarihi başlangıçtan sonra olmalı.',
    });
  }
}

export const discountCodeBody = discountCodeFields.superRefine(codeRules);
export type DiscountCodeBody = z.input<typeof discountCodeBody>;
export const editDiscountCodeBody = discountCodeFields
  .extend({ _id: z.number().int().positive('Geçersiz kod numarası.') })
  .strict()
  .superRefine(codeRules);

export const discountCodeView = z.object({
  _id: z.number().int(),
  discountCode: z.string(),
  description: z.string(),
  discountType: z.enum(discountKinds),
  discountAmount: z.number().int(),
  minimumCartAmount: kurus,
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  totalUses: z.number().int().nullable(),
  usedCount: z.number().int(),
  usesPerPhone: z.number().int().nullable(),
  productIds: z.array(z.number().int()),
  departmentIds: z.array(z.number().int()),
  isDuplicateAllowed: z.boolean(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DiscountCodeView = z.infer<typeof discountCodeView>;

const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => v === 'true');

export const createDiscountCodeRoute = defineRoute({
  method: 'POST',
  path: '/api/admindiscountcode/create',
  summary: 'Creates a discount code (marketing)',
  tag: 'promotions',
  auth: 'admin',
  body: discountCodeBody,
  response: z.object({ message: z.string(), discountCode: discountCodeView }),
});

export const listDiscountCodesRoute = defineRoute({
  method: 'GET',
  path: '/api/admindiscountcode/listdiscountcodes/',
  summary: 'Discount codes, newest first, 20 a page; keyword searches code and description',
  tag: 'promotions',
  auth: 'admin',
  query: z
    .object({
      keyword: z.string().trim().max(100).optional(),
      pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
      listAll: flag.describe('"true": every code on one page'),
      sirala: z
        .string()
        .max(40)
        .optional()
        .describe('Sort: code, -code, used, -used, created, -created'),
    })
    .strict(),
  response: z.object({
    discountCodes: z.array(discountCodeView),
    total: z.number().int(),
    ...paging,
  }),
});

export const discountCodeDetailsRoute = defineRoute({
  method: 'GET',
  path: '/api/admindiscountcode/detailsofdiscountcode/:id',
  summary: 'One discount code',
  tag: 'promotions',
  auth: 'admin',
  params: z.object({ id: idParam }).strict(),
  response: z.object({ discountCode: discountCodeView }),
});

export const editDiscountCodeRoute = defineRoute({
  method: 'PUT',
  path: '/api/admindiscountcode/edit',
  summary: 'Changes a discount code (its use count is kept)',
  tag: 'promotions',
  auth: 'admin',
  body: editDiscountCodeBody,
  response: z.object({ message: z.string(), discountCode: discountCodeView }),
});

export const notFoundDiscountCodeRoute = defineRoute({
  method: 'GET',
  path: '/api/discountcode/notfound',
  summary: 'The code the 404 page offers (hata20), when it is usable; null otherwise',
  tag: 'promotions',
  auth: 'public',
  response: z.object({
    code: z.string().nullable(),
    description: z.string().nullable(),
  }),
});

export const applyDiscountCodeRoute = defineRoute({
  method: 'POST',
  path: '/api/cart/discount-codes',
  summary:
    'Applies a discount code to the cart (checked by the server; counted only when ordering)',
  tag: 'cart',
  auth: 'public',
  body: z.object({ code: z.string().trim().min(1, 'İndirim kodunu yazın.').max(60) }).strict(),
  response: cartView,
});

export const removeDiscountCodeRoute = defineRoute({
  method: 'DELETE',
  path: '/api/cart/discount-codes/:code',
  summary: 'Takes a discount code out of the cart',
  tag: 'cart',
  auth: 'public',
  params: z.object({ code: z.string().min(1).max(60) }).strict(),
  response: cartView,
});
