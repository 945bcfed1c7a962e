import { z } from 'zod';
import { defineRoute } from '../define';
import { cartView } from './cart';
import { idParam, kurus, paging } from './common';

// Promotions: discount codes, top bars and pop-ups (docs/decisions/promotions.md).

/** A moment in a validity window (ISO 8601 with offset); null = open on that side. */
export const optionalDate = z
  .string()
  .datetime({ offset: true, message: 'Geçerli bir tarih girin.' })
  .nullable()
  .describe('ISO 8601; null = open');

const countOrNull = (label: string) =>
  z
    .number({ message: `${label} bir sayı olmalı.` })
    .int(`${label} tam sayı olmalı.`)
    .min(1, `${label} en az 1 olmalı.`)
    .max(1_000_000, `${label} çok büyük.`)
    .nullable();

const idList = z
  .array(z.number().int().positive('Geçersiz numara.'))
  .max(200, 'En çok 200 seçim yapılabilir.');

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
    discountType: z.enum(['amount', 'percent'], {
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
  discountType: z.enum(['amount', 'percent']),
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

// --- Top bars ---

export const topBarNames = [
  'default',
  'passedHoursDiscountLevelOne',
  'passedHoursDiscountLevelTwo',
] as const;

const fragmentList = z
  .array(z.string().trim().min(1, 'Boş yol parçası olamaz.').max(200))
  .max(50, 'En çok 50 yol parçası girilebilir.');

const topBarFields = z
  .object({
    topBarName: z.enum(topBarNames, { message: 'Üst bar türü seçin.' }),
    title: z
      .string({ message: 'Başlık gerekli.' })
      .trim()
      .min(1, 'Başlık gerekli.')
      .max(200, 'Başlık en çok 200 karakter olabilir.'),
    link: z
      .string()
      .trim()
      .regex(
        /^(nolink|\/[^\s]*|https:\/\/[^\s]+)$/,
        "Bağlantı '/' ile başlayan bir yol, https:// adresi ya da nolink olmalı.",
      )
      .default('nolink'),
    isGreeting: z.boolean().default(false),
    displayCountDownTimer: z.boolean().default(false),
    images: z
      .array(
        z
          .string()
          .trim()
          .regex(/^(\/|https:\/\/)[^\s]+$/, 'Görsel adresi / ya da https:// ile başlamalı.'),
      )
      .max(5, 'En çok 5 görsel eklenebilir.')
      .default([]),
    bullets: z
      .array(
        z
          .string()
          .trim()
          .min(1, 'Boş madde olamaz.')
          .max(120, 'Madde en çok 120 karakter olabilir.'),
      )
      .max(5, 'En çok 5 madde eklenebilir.')
      .default([]),
    isActive: z.boolean().default(true),
    isTemporary: z.boolean().default(false),
    startDateInMiliseconds: z.number().int().nonnegative().nullable().default(null),
    endDateInMiliseconds: z.number().int().nonnegative().nullable().default(null),
    displayOnlyHere: fragmentList.default([]),
    doNotDisplayHere: fragmentList.default([]),
  })
  .strict();

type TopBarFields = z.infer<typeof topBarFields>;

/** A temporary item needs its start and end, the end after the start (`what`: 'üst bar'…). */
function windowRules(
  value: Pick<TopBarFields, 'isTemporary' | 'startDateInMiliseconds' | 'endDateInMiliseconds'>,
  ctx: z.RefinementCtx,
  what: string,
) {
  if (!value.isTemporary) return;
  const { startDateInMiliseconds: start, endDateInMiliseconds: end } = value;
  if (start === null) {
    ctx.addIssue({
      code: 'custom',
      path: ['startDateInMiliseconds'],
      message: `Geçici ${what} için başlangıç zamanı gerekli.`,
    });
  }
  if (end === null) {
    ctx.addIssue({
      code: 'custom',
      path: ['endDateInMiliseconds'],
      message: `Geçici ${what} için bitiş zamanı gerekli.`,
    });
  }
  if (start !== null && end !== null && end <= start) {
    ctx.addIssue({
      code: 'custom',
      path: ['endDateInMiliseconds'],
      message: 'Bitiş zamanı başlangıçtan sonra olmalı.',
    });
  }
}

const topBarRules = (value: TopBarFields, ctx: z.RefinementCtx) =>
  windowRules(value, ctx, 'üst bar');

export const topBarBody = topBarFields.superRefine(topBarRules);
export type TopBarBody = z.input<typeof topBarBody>;
export const editTopBarBody = topBarFields
  .extend({ _id: z.number().int().positive('Geçersiz üst bar numarası.') })
  .strict()
  .superRefine(topBarRules);

export const topBarView = z.object({
  _id: z.number().int(),
  topBarName: z.enum(topBarNames),
  title: z.string(),
  link: z.string(),
  isGreeting: z.boolean(),
  displayCountDownTimer: z.boolean(),
  images: z.array(z.string()),
  bullets: z.array(z.string()),
  isActive: z.boolean(),
  isTemporary: z.boolean(),
  startDateInMiliseconds: z.number().nullable(),
  endDateInMiliseconds: z.number().nullable(),
  displayOnlyHere: z.array(z.string()),
  doNotDisplayHere: z.array(z.string()),
});
export type TopBarView = z.infer<typeof topBarView>;

export const createTopBarRoute = defineRoute({
  method: 'POST',
  path: '/api/admintopbar/create',
  summary: 'Creates a top bar (marketing)',
  tag: 'promotions',
  auth: 'admin',
  body: topBarBody,
  response: z.object({ message: z.string(), topBar: topBarView }),
});

export const listTopBarsRoute = defineRoute({
  method: 'GET',
  path: '/api/admintopbar/listtopbars',
  summary:
    "Top bars. requestedby=client: the storefront's public list (active, not yet ended; no token). Otherwise every bar, for the admin (20 a page).",
  tag: 'promotions',
  auth: 'public',
  query: z
    .object({
      requestedby: z.string().max(20).optional(),
      pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
    })
    .strict(),
  response: z.object({
    topBars: z.array(topBarView),
    /**
     * The longest time-limited discount of an active product (hours from the first visit): the
     * countdown bar shows while it holds. null without one.
     */
    timeLimitedDiscountHours: z.number().nullable(),
    total: z.number().int(),
    ...paging,
  }),
});
export type TopBarList = z.infer<typeof listTopBarsRoute.response>;

export const topBarDetailsRoute = defineRoute({
  method: 'GET',
  path: '/api/admintopbar/detailsoftopbar/:id',
  summary: 'One top bar',
  tag: 'promotions',
  auth: 'admin',
  params: z.object({ id: idParam }).strict(),
  response: z.object({ topBar: topBarView }),
});

export const editTopBarRoute = defineRoute({
  method: 'PUT',
  path: '/api/admintopbar/edit',
  summary: 'Changes a top bar',
  tag: 'promotions',
  auth: 'admin',
  body: editTopBarBody,
  response: z.object({ message: z.string(), topBar: topBarView }),
});

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
    popType: z.enum(['intentPop', 'exitPop'], { message: 'Açılır pencere türü seçin.' }),
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
  popType: z.enum(['intentPop', 'exitPop']),
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

export const promotionRoutes = [
  createDiscountCodeRoute,
  listDiscountCodesRoute,
  discountCodeDetailsRoute,
  editDiscountCodeRoute,
  notFoundDiscountCodeRoute,
  applyDiscountCodeRoute,
  removeDiscountCodeRoute,
  createTopBarRoute,
  listTopBarsRoute,
  topBarDetailsRoute,
  editTopBarRoute,
  createPopRoute,
  listPopsRoute,
  popDetailsRoute,
  editPopRoute,
  claimPopDiscountRoute,
  customerPopStatusRoute,
] as const;
