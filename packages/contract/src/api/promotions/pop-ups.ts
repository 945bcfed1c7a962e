import type { PopType } from '@carsi/domain';
import { z } from 'zod';
import { defineRoute } from '../../define';
import { idParam, kurus, paging } from '../common';
import { listOf } from '../lists';
import { fragmentList, windowRules } from './fields';

const popTypes = listOf<PopType>()(['intentPop', 'exitPop']);

// --- Pop-ups ---

const popButton = z
  .object({
    label: z
      .string()
      .trim()
      .min(1, 'Düğme yazısı gerekli.')
      .max(40, 'Düğme yazısı en çok 40 karakter olabilir.'),
    link: z
      .string()
      .trim()
      .regex(
        /^(close|\/[^\s]*|https:\/\/[^\s]+)$/,
        "Düğme bağlantısı '/' ile başlayan bir yol, https:// adresi ya da close olmalı.",
      ),
  })
  .strict();

const popFields = z
  .object({
    popType: z.enum(popTypes, { message: 'Açılır pencere türü seçin.' }),
    popTimer: z
      .number({ message: 'Süre bir sayı olmalı.' })
      .int('Süre tam saniye olmalı.')
      .min(0, 'Süre 0 ya da daha büyük olmalı.')
      .max(3600, 'Süre en çok 3600 saniye olabilir.')
      .default(0)
      .describe('Seconds an intent pop counts down before it opens'),
    isActive: z.boolean().default(true),
    isTemporary: z.boolean().default(false),
    startDateInMiliseconds: z.number().int().nonnegative().nullable().default(null),
    endDateInMiliseconds: z.number().int().nonnegative().nullable().default(null),
    existDiscount: z.boolean().default(false),
    discountAmount: kurus.max(100_000_000, 'İndirim çok büyük.').default(0),
    discountExpiry: z
      .number()
      .int('Geçerlilik süresi tam dakika olmalı.')
      .min(0)
      .max(10_080, 'Geçerlilik en çok 7 gün (10080 dakika) olabilir.')
      .default(0)
      .describe('Minutes the temporary code stays valid'),
    useDiscountXtimes: z
      .number()
      .int()
      .min(1, 'Kullanım sayısı en az 1 olmalı.')
      .max(100, 'Kullanım sayısı en çok 100 olabilir.')
      .default(1),
    codePrefix: z
      .string()
      .trim()
      .regex(/^[a-z0-9]{2,20}$/, 'Kod öneki 2–20 küçük harf ya da rakam olmalı.')
      .default('indirim'),
    displayCountDownTimer: z.boolean().default(false),
    displayOnlyHere: fragmentList.default([]),
    doNotDisplayHere: fragmentList.default([]),
    title: z
      .string({ message: 'Başlık gerekli.' })
      .trim()
      .min(1, 'Başlık gerekli.')
      .max(120, 'Başlık en çok 120 karakter olabilir.'),
    popImage: z
      .string()
      .trim()
      .regex(/^(\/|https:\/\/)[^\s]+$/, 'Görsel adresi / ya da https:// ile başlamalı.')
      .nullable()
      .default(null),
    paragraphTitle: z
      .string()
      .trim()
      .max(120, 'Ara başlık en çok 120 karakter olabilir.')
      .default(''),
    paragraph: z.string().trim().max(1000, 'Metin en çok 1000 karakter olabilir.').default(''),
    buttons: z.array(popButton).max(3, 'En çok 3 düğme eklenebilir.').default([]),
  })
  .strict();

type PopFields = z.infer<typeof popFields>;

function popRules(value: PopFields, ctx: z.RefinementCtx) {
  windowRules(value, ctx, 'açılır pencere');
  if (value.existDiscount) {
    if (value.discountAmount < 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['discountAmount'],
        message: 'İndirimli pencere için indirim tutarı gerekli.',
      });
    }
    if (value.discountExpiry < 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['discountExpiry'],
        message: 'İndirimli pencere için kodun geçerlilik süresi gerekli.',
      });
    }
  }
}

export const popBody = popFields.superRefine(popRules);
export const editPopBody = popFields
  .extend({ _id: z.number().int().positive('Geçersiz açılır pencere numarası.') })
  .strict()
  .superRefine(popRules);

export const popView = z.object({
  _id: z.number().int(),
  popType: z.enum(popTypes),
  popTimer: z.number().int(),
  isActive: z.boolean(),
  isTemporary: z.boolean(),
  startDateInMiliseconds: z.number().nullable(),
  endDateInMiliseconds: z.number().nullable(),
  existDiscount: z.boolean(),
  discountAmount: kurus,
  discountExpiry: z.number().int(),
  useDiscountXtimes: z.number().int(),
  codePrefix: z.string(),
  displayCountDownTimer: z.boolean(),
  displayOnlyHere: z.array(z.string()),
  doNotDisplayHere: z.array(z.string()),
  title: z.string(),
  popImage: z.string().nullable(),
  paragraphTitle: z.string(),
  paragraph: z.string(),
  buttons: z.array(z.object({ label: z.string(), link: z.string() })),
});
export type PopView = z.infer<typeof popView>;

export const createPopRoute = defineRoute({
  method: 'POST',
  path: '/api/adminpops/create',
  summary: 'Creates a pop-up (marketing)',
  tag: 'promotions',
  auth: 'admin',
  body: popBody,
  response: z.object({ message: z.string(), pop: popView }),
});

export const listPopsRoute = defineRoute({
  method: 'GET',
  path: '/api/adminpops/listpops',
  summary:
    "Pop-ups. requestedby=client: the storefront's public list (active, not yet ended; no token). Otherwise every pop, for the admin (20 a page).",
  tag: 'promotions',
  auth: 'public',
  query: z
    .object({
      requestedby: z.string().max(20).optional(),
      pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
    })
    .strict(),
  response: z.object({ pops: z.array(popView), total: z.number().int(), ...paging }),
});
export type PopList = z.infer<typeof listPopsRoute.response>;

export const popDetailsRoute = defineRoute({
  method: 'GET',
  path: '/api/adminpops/detailsofpop/:id',
  summary: 'One pop-up',
  tag: 'promotions',
  auth: 'admin',
  params: z.object({ id: idParam }).strict(),
  response: z.object({ pop: popView }),
});

export const editPopRoute = defineRoute({
  method: 'PUT',
  path: '/api/adminpops/edit',
  summary: 'Changes a pop-up',
  tag: 'promotions',
  auth: 'admin',
  body: editPopBody,
  response: z.object({ message: z.string(), pop: popView }),
});

/** The record a pop-up creates when it hands out a temporary discount code. */
export const temporaryCodePayload = z.object({
  discountCode: z.string(),
  discountAmount: kurus,
  discountExpiryDate: z.string(),
  discountExpiryInMiliseconds: z.number(),
  useDiscountCodeXTimes: z.number().int(),
  remainingDiscountCodeXTimes: z.number().int(),
  discountType: z.literal('Temporary'),
  isDuplicateAllowed: z.boolean(),
});
export type TemporaryCodePayload = z.infer<typeof temporaryCodePayload>;

export const claimPopDiscountRoute = defineRoute({
  method: 'POST',
  path: '/api/pops/:id/discount',
  summary:
    "Creates the pop-up's temporary code for this visitor (visitor cookie; once per visitor and pop; only past 36 h since the first visit)",
  tag: 'promotions',
  auth: 'public',
  params: z.object({ id: idParam }).strict(),
  response: temporaryCodePayload,
});

export const customerPopStatusRoute = defineRoute({
  method: 'GET',
  path: '/api/pops/customer-status',
  summary:
    'Whether the signed-in customer already got a discount (then no pop-up is shown to them)',
  tag: 'promotions',
  auth: 'customer',
  response: z.object({ alreadyGotDiscount: z.boolean() }),
});
