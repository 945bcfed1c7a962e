import type { TopBarName } from '@carsi/domain';
import { z } from 'zod';
import { defineRoute } from '../../define';
import { idParam, paging } from '../common';
import { listOf } from '../lists';
import { fragmentList, windowRules } from './fields';

// --- Top bars ---

export const topBarNames = listOf<TopBarName>()([
  'default',
  'passedHoursDiscountLevelOne',
  'passedHoursDiscountLevelTwo',
]);

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
