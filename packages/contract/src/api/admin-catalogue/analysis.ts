import { z } from 'zod';
import { defineRoute } from '../../define';
import { idParam } from '../common';

// ── product analysis ────────────────────────────────────────────────────────

export const productAnalysisDay = z.object({
  date: z.string().describe('Day in Turkey time, YYYY-MM-DD'),
  addToCarts: z.number().int(),
  orders: z.number().int(),
  units: z.number().int(),
  /** Kuruş, VAT included. */
  revenue: z.number().int(),
});
export type ProductAnalysisDay = z.infer<typeof productAnalysisDay>;

export const productAnalysisRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/products/:id/analysis',
  summary: "A product's add-to-carts, orders, units and revenue per day over a period",
  tag: 'admin-catalogue',
  auth: 'admin',
  params: z.object({ id: idParam }).strict(),
  query: z
    .object({
      from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Başlangıç tarihi YYYY-AA-GG olmalı.'),
      to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Bitiş tarihi YYYY-AA-GG olmalı.'),
    })
    .strict(),
  response: z.object({
    productId: z.number().int(),
    name: z.string(),
    days: z.array(productAnalysisDay),
    totals: z.object({
      addToCarts: z.number().int(),
      orders: z.number().int(),
      units: z.number().int(),
      revenue: z.number().int(),
      /** Orders per add-to-cart, percent with one decimal (null without add-to-carts). */
      conversionPercent: z.number().nullable(),
      /** Units sold in the 30 days before `to` (the product page's "last month"). */
      lastMonthUnits: z.number().int(),
    }),
  }),
});
