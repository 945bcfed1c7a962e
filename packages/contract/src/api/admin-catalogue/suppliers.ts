import { z } from 'zod';
import { defineRoute } from '../../define';
import { idParam, pageNumberQuery, paging } from '../common';
import { priceField } from './common';

const supplierOrderStatuses = ['open', 'received', 'cancelled'] as const;

// ── supplier orders and waybills ─────────────────────────────────────────────

export const supplierOrderStatusLabels = {
  open: 'Açık',
  received: 'Teslim alındı',
  cancelled: 'İptal',
} as const;

export const supplierOrderView = z.object({
  id: z.number().int(),
  supplierId: z.number().int(),
  supplierName: z.string(),
  supplier: z.object({
    contactName: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    taxOffice: z.string().nullable(),
    taxNumber: z.string().nullable(),
    address: z.string().nullable(),
  }),
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  warehouseAddress: z.string(),
  status: z.enum(supplierOrderStatuses),
  expectedDate: z.string().nullable(),
  note: z.string(),
  lines: z.array(
    z.object({
      skuId: z.number().int(),
      sku: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      unitCost: z.number().int(),
    }),
  ),
  /** Kuruş, VAT excluded. */
  total: z.number().int(),
  createdBy: z.string(),
  receivedBy: z.string().nullable(),
  receivedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type SupplierOrderView = z.infer<typeof supplierOrderView>;

export const createSupplierOrderBody = z
  .object({
    supplierId: z.number({ error: 'Tedarikçi seçin.' }).int().positive('Tedarikçi seçin.'),
    warehouseId: z.number({ error: 'Depo seçin.' }).int().positive('Depo seçin.'),
    expectedDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Beklenen tarih YYYY-AA-GG olmalı.')
      .nullable()
      .default(null),
    note: z.string().trim().max(500, 'Not en çok 500 karakter olabilir.').default(''),
    lines: z
      .array(
        z
          .object({
            sku: z.string({ error: 'SKU kodu gerekli.' }).trim().min(1, 'SKU kodu gerekli.'),
            quantity: z
              .number({ error: 'Adet bir sayı olmalı.' })
              .int('Adet tam sayı olmalı.')
              .min(1, 'Adet en az 1 olmalı.')
              .max(1_000_000, 'Adet çok büyük.'),
            unitCost: priceField('Birim maliyet'),
          })
          .strict(),
      )
      .min(1, 'En az bir satır ekleyin.')
      .max(200, 'En çok 200 satır eklenebilir.'),
  })
  .strict();

/**
 * The suppliers to order from, for the stock area's supplier-order page: the warehouse receives
 * deliveries but may not open the catalogue's supplier list.
 */
export const listSupplierChoicesRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/supplier-orders/suppliers',
  summary: 'Every supplier (id and name) to choose from on a supplier order',
  tag: 'admin-stock',
  auth: 'admin',
  response: z.object({ items: z.array(z.object({ id: z.number().int(), name: z.string() })) }),
});

export const listSupplierOrdersRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/supplier-orders',
  summary: 'Supplier purchase orders, newest first (20 a page)',
  tag: 'admin-stock',
  auth: 'admin',
  query: z
    .object({
      pageNumber: pageNumberQuery,
      status: z.enum(supplierOrderStatuses).optional(),
    })
    .strict(),
  response: z.object({ orders: z.array(supplierOrderView), total: z.number().int(), ...paging }),
});

export const getSupplierOrderRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/supplier-orders/:id',
  summary: 'One supplier order (also for its print page)',
  tag: 'admin-stock',
  auth: 'admin',
  params: z.object({ id: idParam }).strict(),
  response: z.object({ order: supplierOrderView }),
});

export const createSupplierOrderRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/supplier-orders',
  summary: 'Create a supplier order (lines by SKU code)',
  tag: 'admin-stock',
  auth: 'admin',
  body: createSupplierOrderBody,
  response: z.object({ order: supplierOrderView, message: z.string() }),
});

export const receiveSupplierOrderRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/supplier-orders/:id/receive',
  summary: 'Receive an open order: its units go into the warehouse as inventory activities',
  tag: 'admin-stock',
  auth: 'admin',
  params: z.object({ id: idParam }).strict(),
  response: z.object({ order: supplierOrderView, message: z.string() }),
});

export const cancelSupplierOrderRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/supplier-orders/:id/cancel',
  summary: 'Cancel an open supplier order',
  tag: 'admin-stock',
  auth: 'admin',
  params: z.object({ id: idParam }).strict(),
  response: z.object({ order: supplierOrderView, message: z.string() }),
});

/** A waybill (irsaliye) for a transfer: the activity with both warehouses' details. */
export const waybillView = z.object({
  id: z.number().int(),
  number: z.string(),
  issuedAt: z.string(),
  from: z.object({ name: z.string(), address: z.string() }),
  to: z.object({ name: z.string(), address: z.string() }),
  lines: z.array(
    z.object({ sku: z.string(), name: z.string(), unit: z.string(), quantity: z.number().int() }),
  ),
  reason: z.string(),
  adminName: z.string(),
});
export type WaybillView = z.infer<typeof waybillView>;

export const getWaybillRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/stock/waybills/:id',
  summary: 'The waybill of a transfer activity, for printing',
  tag: 'admin-stock',
  auth: 'admin',
  params: z.object({ id: idParam }).strict(),
  response: z.object({ waybill: waybillView }),
});
