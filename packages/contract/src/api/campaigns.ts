import { z } from 'zod';
import { defineRoute } from '../define';
import { idParam, kurus, paging } from './common';
import { optionalDate } from './promotions';

const campaignKinds = ['free', 'landing'] as const;

// Campaigns in the back office (admin pages kampanya/{id} and kampanya-olustur/{id}).
// A campaign belongs to one product: `free` makes it the home page's gift (price 0, added to
// every cart from `minimumCartAmount`), `landing` sells it on /land/{slug}/{id}/{urlExt} at
// `pricePercent` % of its SKU prices.

const campaignFields = z
  .object({
    productId: z
      .number({ message: 'Ürün numarası gerekli.' })
      .int('Ürün numarası tam sayı olmalı.')
      .positive('Ürün numarası gerekli.'),
    kind: z.enum(campaignKinds, {
      message: 'Kampanya türü hediye ya da açılış sayfası olmalı.',
    }),
    title: z
      .string({ message: 'Başlık gerekli.' })
      .trim()
      .min(3, 'Başlık en az 3 karakter olmalı.')
      .max(120, 'Başlık en çok 120 karakter olabilir.'),
    urlExt: z
      .string()
      .trim()
      .regex(
        /^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/,
        'Adres eki küçük harf, rakam ve - içerebilir (en çok 60 karakter).',
      )
      .nullable()
      .default(null)
      .describe('Last segment of the landing URL; required for landing campaigns'),
    appeal: z
      .string()
      .trim()
      .max(40, 'Kaynak adı en çok 40 karakter olabilir.')
      .default('')
      .describe("Kept on orders as converterAppeal; '' = the urlExt"),
    pricePercent: z
      .number({ message: 'Kampanya fiyatı gerekli.' })
      .int('Kampanya fiyatı tam sayı olmalı.')
      .min(0, 'Kampanya fiyatı 0 ile 100 arasında olmalı.')
      .max(100, 'Kampanya fiyatı 0 ile 100 arasında olmalı.')
      .describe('Campaign price as percent of the SKU price; 0 for free campaigns'),
    minimumCartAmount: kurus
      .max(100_000_000, 'En az sepet tutarı çok büyük.')
      .default(0)
      .describe('Free campaigns: the gift rides along from this VAT-included cart total'),
    startDate: optionalDate.default(null),
    endDate: optionalDate.default(null),
    isActive: z.boolean().default(true),
  })
  .strict();

type CampaignFields = z.infer<typeof campaignFields>;

/** Cross-field rules, each naming its field (Turkish messages). */
function campaignRules(value: CampaignFields, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (value.kind === 'free' && value.pricePercent !== 0) {
    issue('pricePercent', 'Hediye kampanyasında ürün ücretsizdir (%0).');
  }
  if (value.kind === 'landing') {
    if (!value.urlExt) issue('urlExt', 'Açılış sayfası için adres eki gerekli.');
    if (value.pricePercent < 1) {
      issue('pricePercent', 'Açılış sayfasında fiyat %1 ile %100 arasında olmalı.');
    }
    if (value.minimumCartAmount > 0) {
      issue('minimumCartAmount', 'En az sepet tutarı yalnızca hediye kampanyasında kullanılır.');
    }
  }
  if (
    value.startDate &&
    value.endDate &&
    Date.parse(value.endDate) <= Date.parse(value.startDate)
  ) {
    issue('endDate', 'Bitiş tarihi başlangıçtan sonra olmalı.');
  }
}

export const campaignBody = campaignFields.superRefine(campaignRules);
export type CampaignBody = z.input<typeof campaignBody>;
export const editCampaignBody = campaignFields
  .extend({ _id: z.number().int().positive('Geçersiz kampanya numarası.') })
  .strict()
  .superRefine(campaignRules);

export const campaignView = z.object({
  _id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  kind: z.enum(campaignKinds),
  title: z.string(),
  urlExt: z.string().nullable(),
  appeal: z.string(),
  pricePercent: z.number().int(),
  minimumCartAmount: kurus,
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  isActive: z.boolean(),
  running: z.boolean().describe('Active and inside its window now'),
  landingPath: z.string().nullable().describe('/land/… for landing campaigns'),
  createdAt: z.string(),
  updatedAt: z.string(),
  beforePriceNotices: z
    .array(z.string())
    .optional()
    .describe(
      'Why SKUs of the product are shown without a struck-through "before" price (the lowest price of the 30 days before the campaign started is below the price it is taken from); on a single campaign',
    ),
});
export type CampaignView = z.infer<typeof campaignView>;

export const createCampaignRoute = defineRoute({
  method: 'POST',
  path: '/api/admincampaign/create',
  summary: 'Creates a campaign for a product (marketing); one campaign per product',
  tag: 'promotions',
  auth: 'admin',
  body: campaignBody,
  response: z.object({ message: z.string(), campaign: campaignView }),
});

export const listCampaignsRoute = defineRoute({
  method: 'GET',
  path: '/api/admincampaign/listcampaigns/',
  summary: 'Campaigns, newest first, 20 a page; keyword searches title, address and product',
  tag: 'promotions',
  auth: 'admin',
  query: z
    .object({
      keyword: z.string().trim().max(100).optional(),
      pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
      sirala: z.string().max(40).optional().describe('Sort: title, -title, created, -created'),
    })
    .strict(),
  response: z.object({ campaigns: z.array(campaignView), total: z.number().int(), ...paging }),
});

export const campaignDetailsRoute = defineRoute({
  method: 'GET',
  path: '/api/admincampaign/detailsofcampaign/:id',
  summary: 'One campaign',
  tag: 'promotions',
  auth: 'admin',
  params: z.object({ id: idParam }).strict(),
  response: z.object({ campaign: campaignView }),
});

export const productCampaignRoute = defineRoute({
  method: 'GET',
  path: '/api/admincampaign/ofproduct/:id',
  summary: "A product's name and its campaign, if it has one (the create page)",
  tag: 'promotions',
  auth: 'admin',
  params: z.object({ id: idParam }).strict(),
  response: z.object({
    product: z.object({ _id: z.number().int(), name: z.string(), slug: z.string() }),
    campaign: campaignView.nullable(),
  }),
});

export const editCampaignRoute = defineRoute({
  method: 'PUT',
  path: '/api/admincampaign/edit',
  summary: 'Changes a campaign',
  tag: 'promotions',
  auth: 'admin',
  body: editCampaignBody,
  response: z.object({ message: z.string(), campaign: campaignView }),
});

export const campaignRoutes = [
  createCampaignRoute,
  listCampaignsRoute,
  campaignDetailsRoute,
  productCampaignRoute,
  editCampaignRoute,
];
