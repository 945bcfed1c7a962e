import { z } from 'zod';
import { defineRoute } from '../define';

/** The sales report's buckets. */
export const REPORT_GRANULARITIES = ['day', 'week', 'month'] as const;
export const REPORT_DIMENSIONS = [
  'channel',
  'paymentMethod',
  'province',
  'category',
  'brand',
  'product',
  'discountCode',
  'campaign',
] as const;
export type ReportDimension = (typeof REPORT_DIMENSIONS)[number];

export const REPORT_DIMENSION_LABELS: Readonly<Record<ReportDimension, string>> = {
  channel: 'Satış kanalı',
  paymentMethod: 'Ödeme yöntemi',
  province: 'İl',
  category: 'Kategori',
  brand: 'Marka',
  product: 'Ürün',
  discountCode: 'İndirim kodu',
  campaign: 'Kampanya',
};

/** The longest period one sales report covers (days). */
export const REPORT_MAX_DAYS = 731;
export const SALES_REPORT_EXPORT_PATH = '/api/admin/reports/sales/export';
export const CAMPAIGN_REPORT_EXPORT_PATH = '/api/admin/reports/campaigns/export';

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Tarih YYYY-AA-GG biçiminde olmalı.')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), 'Geçerli bir tarih girin.');

export const salesReportQuery = z
  .object({
    from: isoDay.describe('First Istanbul day of the period (YYYY-MM-DD)'),
    to: isoDay.describe('Last Istanbul day of the period, included'),
    granularity: z.enum(REPORT_GRANULARITIES).default('day'),
  })
  .strict()
  .refine((q) => q.from <= q.to, {
    message: 'Bitiş tarihi başlangıçtan önce olamaz.',
    path: ['to'],
  })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < REPORT_MAX_DAYS, {
    message: `Dönem en çok ${REPORT_MAX_DAYS} gün olabilir.`,
    path: ['to'],
  });
export type SalesReportQuery = z.infer<typeof salesReportQuery>;

const money = z.number().int().describe('Kuruş');

export const salesFigures = z.object({
  orders: z.number().int(),
  units: z.number().int(),
  orderTotal: money.describe('What shoppers paid, shipping and fees included'),
  revenue: money.describe('VAT-included sales of the sold lines'),
  averageBasket: money.describe('orderTotal ÷ orders'),
  vat: money,
  cost: money.describe('Units × SKU purchase price'),
  grossMargin: money.describe('revenue − VAT − cost'),
  cancelledOrders: z.number().int(),
  cancelledAmount: money,
  returns: z.number().int(),
  returnsAmount: money,
});
export type SalesFigures = z.infer<typeof salesFigures>;

export const salesSeriesPoint = z.object({
  bucket: z.string().describe('First day of the bucket (YYYY-MM-DD)'),
  orders: z.number().int(),
  units: z.number().int(),
  revenue: money,
  vat: money,
  cost: money,
  grossMargin: money,
});

export const salesSplitRow = z.object({
  key: z.string(),
  label: z.string(),
  orders: z.number().int().nullable().describe('Null where a split counts lines, not orders'),
  units: z.number().int(),
  revenue: money,
  vat: money,
  cost: money,
  grossMargin: money,
});
export type SalesSplitRow = z.infer<typeof salesSplitRow>;

const period = z.object({ from: z.string(), to: z.string() });

export const salesReport = z.object({
  period,
  previousPeriod: period,
  lastYearPeriod: period,
  current: salesFigures,
  previous: salesFigures,
  lastYear: salesFigures,
  series: z.array(salesSeriesPoint),
  previousSeries: z.array(salesSeriesPoint),
  splits: z.record(z.enum(REPORT_DIMENSIONS), z.array(salesSplitRow)),
});
export type SalesReport = z.infer<typeof salesReport>;

export const salesReportRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/reports/sales',
  summary:
    'Sales by period from the daily rollups, against the previous period and last year (owner and accounting)',
  tag: 'admin',
  auth: 'admin',
  query: salesReportQuery,
  response: salesReport,
});

export const campaignReportQuery = z
  .object({ from: isoDay, to: isoDay })
  .strict()
  .refine((q) => q.from <= q.to, {
    message: 'Bitiş tarihi başlangıçtan önce olamaz.',
    path: ['to'],
  });

export const campaignReport = z.object({
  period,
  rows: z.array(
    z.object({
      kind: z.enum(['code', 'campaign']),
      key: z.string(),
      orders: z.number().int(),
      units: z.number().int(),
      revenue: money,
    }),
  ),
});
export type CampaignReport = z.infer<typeof campaignReport>;

export const campaignReportRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/reports/campaigns',
  summary: 'Revenue per discount code and campaign source (marketing: no cost or margin)',
  tag: 'admin',
  auth: 'admin',
  query: campaignReportQuery,
  response: campaignReport,
});

/** The standing reports of raporlar, each a paged table. */
export const STANDING_REPORTS = [
  'best-sellers',
  'worst-sellers',
  'idle-stock',
  'stock-value',
  'days-of-stock',
  'return-reasons',
  'cod-refusals',
] as const;
export type StandingReportId = (typeof STANDING_REPORTS)[number];

export const STANDING_REPORT_LABELS: Readonly<Record<StandingReportId, string>> = {
  'best-sellers': 'En çok satanlar',
  'worst-sellers': 'En az satanlar',
  'idle-stock': 'Stokta olup satılmayanlar',
  'stock-value': 'Maliyetle stok değeri',
  'days-of-stock': 'Kalan stok günü',
  'return-reasons': 'Nedenlerine göre iadeler',
  'cod-refusals': 'Kapıda ödeme retleri',
};

export const STANDING_REPORT_PAGE_SIZE = 20;
export const STANDING_REPORT_EXPORT_PATH = '/api/admin/reports/standing/export';

export const standingReportQuery = z
  .object({
    report: z.enum(STANDING_REPORTS).default('best-sellers'),
    days: z.coerce.number().int().min(1).max(365).default(30).describe('The last N days'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();
export type StandingReportQuery = z.infer<typeof standingReportQuery>;

export const standingReport = z.object({
  report: z.enum(STANDING_REPORTS),
  days: z.number().int(),
  columns: z.array(
    z.object({ key: z.string(), label: z.string(), kind: z.enum(['text', 'count', 'money']) }),
  ),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
  /** Sums of the money and count columns over every page, where a total means something. */
  totals: z.record(z.string(), z.number()).nullable(),
  page: z.number().int(),
  pages: z.number().int(),
  totalCount: z.number().int(),
});
export type StandingReport = z.infer<typeof standingReport>;

export const standingReportRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/reports/standing',
  summary: 'One standing report of raporlar, paged (owner and accounting)',
  tag: 'admin',
  auth: 'admin',
  query: standingReportQuery,
  response: standingReport,
});

export const reportRoutes = [salesReportRoute, campaignReportRoute, standingReportRoute] as const;
