import { COD_KINDS } from '@carsi/domain';
import { z } from 'zod';
import { defineRoute } from '../../define';
import { kurus, paging } from '../common';
import { orderIdParam } from '../orders';
import {
  CARRIER_CODES,
  CARRIER_REASONS,
  SHIPMENT_STATUS_VALUES,
  shipmentDetail,
  shipmentIdParam,
  shipmentView,
} from './common';

// Back office kargo-islemleri and the order page: listing, booking, cancelling, labels.

/** The screen's tabs: packed orders without a parcel, then parcels by status. */
export const SHIPPING_TABS = [
  'to-book',
  'booked',
  'picked-up',
  'in-transit',
  'delivered',
  'returned',
  'problems',
] as const;
export type ShippingTab = (typeof SHIPPING_TABS)[number];
export const SHIPPING_TAB_LABELS: Readonly<Record<ShippingTab, string>> = {
  'to-book': 'Kargolanacak',
  booked: 'Kargo kaydı açıldı',
  'picked-up': 'Teslim alındı',
  'in-transit': 'Yolda',
  delivered: 'Teslim edildi',
  returned: 'İade/Geri döndü',
  problems: 'Sorunlu',
};

export const ADMIN_SHIPMENTS_PER_PAGE = 25;

export const shippingListRow = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  customerName: z.string(),
  phone: z.string(),
  province: z.string(),
  district: z.string(),
  orderStatus: z.string(),
  totalPrice: kurus,
  cashOnDelivery: z.boolean(),
  suggestedCarrier: z.enum(CARRIER_CODES).nullable(),
  suggestedReason: z.enum(CARRIER_REASONS).nullable(),
  shipment: shipmentView.nullable(),
});
export type ShippingListRow = z.infer<typeof shippingListRow>;

export const adminShipmentsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/shipments',
  summary:
    'kargo-islemleri: packed orders to book, or parcels by tab; search by order number, phone or tracking code; filter by carrier and status; paged (25)',
  tag: 'admin',
  auth: 'admin',
  query: z
    .object({
      sekme: z.enum(SHIPPING_TABS).default('to-book'),
      q: z.string().trim().max(60).optional(),
      kargo: z.enum(CARRIER_CODES).optional(),
      durum: z.enum(SHIPMENT_STATUS_VALUES).optional(),
      page: z.coerce.number().int().min(1).max(100_000).default(1),
    })
    .strict(),
  response: z.object({
    rows: z.array(shippingListRow),
    total: z.number().int(),
    counts: z.record(z.enum(SHIPPING_TABS), z.number().int()),
    ...paging,
  }),
});

export const orderShippingView = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  orderStatus: z.string(),
  bookable: z.boolean().describe('Packed (or undelivered) and without a live parcel'),
  suggestedCarrier: z.enum(CARRIER_CODES),
  suggestedReason: z.enum(CARRIER_REASONS),
  cashOnDelivery: z.object({ amount: kurus, kind: z.enum(COD_KINDS) }).nullable(),
  desi: z.number().int(),
  kg: z.number().int(),
  pieces: z.number().int(),
  shipments: z.array(shipmentDetail),
  mayShip: z.boolean().describe('This admin may book, print, query and cancel parcels'),
});
export type OrderShippingView = z.infer<typeof orderShippingView>;

const orderParams = z.object({ id: orderIdParam }).strict();
const shipmentParams = z.object({ id: shipmentIdParam }).strict();

export const adminOrderShippingRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/orders/:id/shipping',
  summary: "An order's parcels with their history, the suggested carrier (rural or main) and COD",
  tag: 'admin',
  auth: 'admin',
  params: orderParams,
  response: orderShippingView,
});

const bookOptions = {
  carrier: z
    .enum(CARRIER_CODES)
    .optional()
    .describe('Overrides the suggested carrier (recorded as the staff’s choice)'),
  codKind: z.enum(COD_KINDS).optional().describe('Cash on delivery: cash (default) or card'),
};

export const adminBookShipmentRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/orders/:id/shipment',
  summary:
    'Books a packed order with its carrier: our key is stored first, a lost answer or "already exists" is settled by a query, never a second parcel',
  tag: 'admin',
  auth: 'admin',
  params: orderParams,
  body: z.object(bookOptions).strict(),
  response: z.object({ message: z.string(), shipment: shipmentDetail }),
});

export const SHIPMENT_BATCH_MAX = 200;

export const adminBookShipmentsRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/shipments/batch',
  summary: 'Books many packed orders (the packing list), each with its suggested carrier',
  tag: 'admin',
  auth: 'admin',
  body: z
    .object({
      orderIds: z
        .array(orderIdParam)
        .min(1, 'En az bir sipariş seçin.')
        .max(SHIPMENT_BATCH_MAX, `Bir seferde en çok ${SHIPMENT_BATCH_MAX} sipariş.`),
    })
    .strict(),
  response: z.object({
    message: z.string(),
    results: z.array(
      z.object({
        orderId: z.string(),
        orderNumber: z.string().nullable(),
        ok: z.boolean(),
        message: z.string(),
        shipmentId: z.string().nullable(),
      }),
    ),
  }),
});

export const adminCancelShipmentRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/shipments/:id/cancel',
  summary: 'Cancels a parcel with its carrier; refused (409) once the carrier has picked it up',
  tag: 'admin',
  auth: 'admin',
  params: shipmentParams,
  response: z.object({ message: z.string(), shipment: shipmentDetail }),
});

export const adminRefreshShipmentRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/shipments/:id/refresh',
  summary:
    'Asks the carrier about the parcel now (as the tracking job does) and applies its answer',
  tag: 'admin',
  auth: 'admin',
  params: shipmentParams,
  response: z.object({ message: z.string(), shipment: shipmentDetail }),
});

/** Labels are files, served beside the contract's routes. */
export const SHIPMENT_LABEL_PATH = '/api/admin/shipments/:id/label';
export const SHIPMENT_LABELS_PATH = '/api/admin/shipment-labels';
export const LABEL_FORMATS = ['pdf', 'zpl'] as const;
export const shipmentLabelsQuery = z
  .object({
    ids: z
      .string()
      .max(SHIPMENT_BATCH_MAX * 23)
      .optional()
      .describe('Comma-separated shipment ids; without it, every printable parcel booked today'),
    format: z.enum(LABEL_FORMATS).default('pdf'),
  })
  .strict();
