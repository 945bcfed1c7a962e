import { z } from 'zod';
import { defineRoute } from '../../define';
import { pageNumberQuery, paging } from '../common';
import { text } from './fields';

// ── stock ───────────────────────────────────────────────────────────────────

export const stockRow = z.object({
  skuId: z.number().int(),
  productId: z.number().int(),
  sku: z.string(),
  productName: z.string(),
  variant: z.string(),
  countInStock: z.number().int(),
  warehouses: z.array(
    z.object({ warehouseId: z.number().int(), name: z.string(), quantity: z.number().int() }),
  ),
});
export type StockRow = z.infer<typeof stockRow>;

export const listStockRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/stock',
  summary: 'Stock per SKU and per warehouse (search by SKU or product name), 20 a page',
  tag: 'admin-stock',
  auth: 'admin',
  query: z
    .object({ keyword: z.string().trim().max(100).optional(), pageNumber: pageNumberQuery })
    .strict(),
  response: z.object({
    rows: z.array(stockRow),
    warehouses: z.array(z.object({ id: z.number().int(), name: z.string() })),
    total: z.number().int(),
    ...paging,
  }),
});

export const lowStockRow = z.object({
  skuId: z.number().int(),
  productId: z.number().int(),
  sku: z.string(),
  productName: z.string(),
  variant: z.string(),
  countInStock: z.number().int(),
  threshold: z.number().int().describe("The SKU's own threshold, else the shop's default"),
});
export type LowStockRow = z.infer<typeof lowStockRow>;

export const LOW_STOCK_LIST_SIZE = 50;

export const listLowStockRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/stock/low',
  summary:
    'Active SKUs whose sellable stock is at or below their threshold (own, else the default), fewest first',
  tag: 'admin-stock',
  auth: 'admin',
  response: z.object({
    defaultThreshold: z.number().int(),
    rows: z.array(lowStockRow).describe(`At most ${LOW_STOCK_LIST_SIZE}`),
    total: z.number().int(),
  }),
});

export const adjustmentKinds = ['count', 'damage', 'return', 'transfer', 'produce'] as const;
export const adjustmentKindLabels: Record<(typeof adjustmentKinds)[number], string> = {
  count: 'Sayım',
  damage: 'Hasar / fire',
  return: 'İade girişi',
  transfer: 'Depo transferi',
  produce: 'Üretim (malzeme tüketir)',
};

/** A material a production consumes, in its own unit (metres, kilograms, pieces). */
export const consumedMaterial = z
  .object({
    materialId: z.number({ error: 'Malzeme seçin.' }).int().positive('Malzeme seçin.'),
    amount: z
      .number({ error: 'Miktar bir sayı olmalı.' })
      .positive('Miktar 0’dan büyük olmalı.')
      .max(1_000_000, 'Miktar çok büyük.')
      .refine(
        (v) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6,
        'Miktar en çok 3 ondalık basamak olabilir.',
      ),
  })
  .strict();

export const stockAdjustmentBody = z
  .object({
    skuId: z.number({ error: 'SKU seçin.' }).int().positive(),
    kind: z.enum(adjustmentKinds, {
      error: 'Hareket türü sayım, hasar, iade, transfer ya da üretim olmalı.',
    }),
    warehouseId: z.number({ error: 'Depo seçin.' }).int().positive(),
    toWarehouseId: z.number().int().positive().optional(),
    /** count: the counted units in the warehouse; otherwise the units damaged/returned/moved. */
    quantity: z
      .number({ error: 'Adet bir sayı olmalı.' })
      .int('Adet tam sayı olmalı.')
      .min(0, 'Adet negatif olamaz.')
      .max(1_000_000, 'Adet çok büyük.'),
    reason: text('Açıklama', 300),
    /** produce: the materials the made units consumed (taken off the materials' stock). */
    materials: z.array(consumedMaterial).max(20, 'En çok 20 malzeme girilebilir.').optional(),
  })
  .strict();

export const inventoryActivity = z.object({
  id: z.number().int(),
  kind: z.string(),
  sku: z.string(),
  warehouse: z.string().nullable(),
  toWarehouse: z.string().nullable(),
  quantity: z.number().int(),
  stockAfter: z.number().int(),
  reason: z.string(),
  adminName: z.string(),
  createdAt: z.string(),
});

export const adjustStockRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/stock/adjustments',
  summary:
    'Record a count, damage, return, transfer or production (which consumes materials); stock never goes negative',
  tag: 'admin-stock',
  auth: 'admin',
  body: stockAdjustmentBody,
  response: z.object({ row: stockRow, activity: inventoryActivity, message: z.string() }),
});

export const listInventoryActivitiesRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/stock/activities',
  summary: 'Inventory activities (who, when, why), newest first',
  tag: 'admin-stock',
  auth: 'admin',
  query: z
    .object({ skuId: z.coerce.number().int().positive().optional(), pageNumber: pageNumberQuery })
    .strict(),
  response: z.object({
    activities: z.array(inventoryActivity),
    total: z.number().int(),
    ...paging,
  }),
});
