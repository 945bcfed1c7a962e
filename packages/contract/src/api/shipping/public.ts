import { z } from 'zod';
import { defineRoute } from '../../define';
import { returnIdParam } from '../returns';
import { CARRIER_CODES, SHIPMENT_STATUS_VALUES } from './common';

// The shopper's view of a parcel.

export const publicShipmentView = z.object({
  orderId: z.string(),
  carrier: z.enum(CARRIER_CODES),
  carrierLabel: z.string(),
  status: z.enum(SHIPMENT_STATUS_VALUES),
  statusLabel: z.string(),
  trackingCode: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  steps: z.array(
    z.object({
      status: z.string(),
      label: z.string(),
      at: z.string().nullable(),
      done: z.boolean(),
    }),
  ),
});
export type PublicShipmentView = z.infer<typeof publicShipmentView>;

export const ORDER_SHIPMENTS_MAX = 30;

export const orderShipmentsRoute = defineRoute({
  method: 'GET',
  path: '/api/orders/shipments',
  summary:
    'The outgoing parcels of orders by their (unguessable) ids: carrier, tracking code and link, steps',
  tag: 'orders',
  auth: 'public',
  query: z
    .object({
      ids: z
        .string()
        .min(1)
        .max(ORDER_SHIPMENTS_MAX * 23)
        .describe('Comma-separated order ids'),
    })
    .strict(),
  response: z.object({ shipments: z.array(publicShipmentView) }),
});

export const returnShipmentInfoRoute = defineRoute({
  method: 'GET',
  path: '/api/returns/:id/shipment',
  summary: "A return's carrier return code or label link, for /iade-bilgileri/{id}",
  tag: 'returns',
  auth: 'public',
  params: z.object({ id: returnIdParam }).strict(),
  response: z.object({
    shipment: z
      .object({
        carrier: z.enum(CARRIER_CODES),
        carrierLabel: z.string(),
        returnCode: z.string().nullable(),
        returnCodeValidUntil: z.string().nullable(),
        returnLabelUrl: z.string().nullable(),
        trackingCode: z.string().nullable(),
        status: z.enum(SHIPMENT_STATUS_VALUES),
        statusLabel: z.string(),
      })
      .nullable(),
  }),
});
